// The browser session cookie's name (docs/accounts.md, "Authenticating"),
// for the app (lib/auth/session-cookie.ts) and the server's front door
// (lib/front-door/front-door.mjs), which leaves a request carrying it to the
// app: plain JavaScript, as the server is.
export const SESSION_COOKIE = 'calendar_session';
