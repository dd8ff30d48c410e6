import Link from 'next/link';

// The public home page (rest-behaviour §10.8). It grows into the list of
// upcoming events with the discovery headers; for now it points the way.
export default function HomePage() {
  return (
    <main>
      <h1>Events Calendar</h1>
      <p>
        <Link href="/en/admin">Sign in to manage the calendar</Link>
      </p>
      <p>
        {/* A JSON route handler, not a page: client-side navigation would fail. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/calendar/events/v1">REST API</a>
      </p>
    </main>
  );
}
