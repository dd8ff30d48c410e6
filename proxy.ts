import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './lib/i18n/routing';

const localize = createMiddleware(routing);

// The API namespace is matched case-insensitively (docs/api.md §0.1); an
// odd-case namespace is rewritten to the canonical one, the rest of the path
// kept as written for the API's own dispatcher.
const API_NAMESPACE = /^(\/(?:en|fr|es))?\/calendar\/events\/v1(\/.*)?$/i;

export default function proxy(request: NextRequest) {
  const api = API_NAMESPACE.exec(request.nextUrl.pathname);
  if (api) {
    const url = request.nextUrl.clone();
    url.pathname = `${api[1] ?? ''}/calendar/events/v1${api[2] ?? ''}`;
    return NextResponse.rewrite(url);
  }
  return localize(request);
}

// The admin's locale paths, and namespaces not written in lower case. Canonical
// API paths, media and the public pages never pay for this proxy.
export const config = {
  matcher: [
    '/(en|fr|es)',
    '/(en|fr|es)/((?!calendar/).*)',
    '/admin',
    '/login',
    '/((?!calendar/)[cC][aA][lL][eE][nN][dD][aA][rR]/.*)',
  ],
};
