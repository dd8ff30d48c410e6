import { revokeToken } from '@/lib/accounts/tokens';
import { requireAdministrator } from '@/lib/auth/administrator';
import { jsonEndpoint } from '@/lib/http/json-endpoint';
import { idAtEndOfPath } from '@/lib/http/path-id';

// Revokes a token; the row stays, so the list shows when it was revoked.
export const DELETE = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireAdministrator(request);
  return { body: await revokeToken(id) };
});
