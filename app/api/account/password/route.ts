import { changeOwnPassword } from '@/lib/accounts/own-account';
import { passwordChangeSchema } from '@/lib/accounts/schema';
import { clientAddress } from '@/lib/http/client-address';
import { requireSignedIn } from '@/lib/route/account-holder';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';

// Changes the caller's own password, given the current one; the caller's other
// sessions end, the one making the request stays (docs/accounts.md).
export const POST = jsonEndpoint(async (request) => {
  const caller = await requireSignedIn(request);
  const input = await readJsonBody(request, passwordChangeSchema);
  return { body: await changeOwnPassword(caller, input, clientAddress(request)) };
});
