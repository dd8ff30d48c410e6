import { revokeToken } from '@/lib/accounts/tokens';
import { requireAdministrator } from '@/lib/route/administrator';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { idAtEndOfPath } from '@/lib/params/path-id';

// Revokes a token; the row stays, so the list shows when it was revoked.
export const DELETE = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireAdministrator(request);
  return { body: await revokeToken(id) };
});
