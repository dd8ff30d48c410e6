import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

export default createMiddleware(routing);

// Only the admin application's locale paths: the REST API (also under
// /{lang}/calendar/...), media and the public pages never pay for this proxy.
export const config = {
  matcher: ['/(en|fr|es)', '/(en|fr|es)/((?!calendar/).*)', '/admin', '/login'],
};
