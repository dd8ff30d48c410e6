// The admin's trash endpoints (docs/admin.md "Trash"), one pair per kind:
// `DELETE /api/trash/{kind}s/{id}` deletes a trashed item for good, `DELETE
// /api/trash/{kind}s` empties that trash. The caller is resolved as on the
// API: a bearer token, or the session cookie with its X-WP-Nonce.
import { idAtEndOfPath } from '../params/path-id';
import { emptyTrash, purgeItem, type PurgeableKind } from '../posts/write-purge';
import { jsonEndpoint } from './json-endpoint';
import { resolveAdmittedCaller } from './request-limits';

export const purgeEndpoint = (kind: PurgeableKind) =>
  jsonEndpoint(async (request) => {
    const id = idAtEndOfPath(request);
    await purgeItem(kind, id, await resolveAdmittedCaller(request));
    return { body: { deleted: true, id } };
  });

export const emptyTrashEndpoint = (kind: PurgeableKind) =>
  jsonEndpoint(async (request) => ({
    body: { deleted: await emptyTrash(kind, await resolveAdmittedCaller(request)) },
  }));
