import { revokeToken } from '@/lib/accounts/tokens';
import { requireTokenMaker } from '@/lib/route/account-holder';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { idAtEndOfPath } from '@/lib/params/path-id';

// Revokes one of the caller's own tokens; anyone else's is 404 token-not-found.
export const DELETE = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  const caller = await requireTokenMaker(request);
  return { body: await revokeToken(id, caller.id) };
});
