import type { ReactNode } from 'react';
import '../globals.css';

export const metadata = { title: 'Events Calendar' };

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
