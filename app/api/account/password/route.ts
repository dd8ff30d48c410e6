import { isSecureRequest, sessionCookieHeader } from '@/lib/auth/session-cookie';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/auth/session-lifetime';
import { changeOwnPassword } from '@/lib/accounts/own-account';
import { passwordChangeSchema } from '@/lib/accounts/schema';
import { clientAddress } from '@/lib/http/client-address';
import { requireSignedIn } from '@/lib/route/account-holder';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';

// Changes the caller's own password, given the current one; the caller's other
// sessions end, the one making the request stays under a new cookie value
// (docs/accounts.md).
export const POST = jsonEndpoint(async (request) => {
  const caller = await requireSignedIn(request);
  const input = await readJsonBody(request, passwordChangeSchema);
  const { user, cookieValue } = await changeOwnPassword(caller, input, clientAddress(request));
  const cookie =
    cookieValue === null
      ? undefined
      : sessionCookieHeader(cookieValue, {
          maxAgeSeconds: SESSION_COOKIE_MAX_AGE_SECONDS,
          secure: isSecureRequest(request),
        });
  return { body: user, cookie };
});
