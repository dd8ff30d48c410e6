import { userUpdateSchema } from '@/lib/accounts/schema';
import { getUser, updateUser } from '@/lib/accounts/users';
import { requireAdministrator } from '@/lib/route/administrator';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { idAtEndOfPath } from '@/lib/params/path-id';

// One user: read; change name, role, password, or disable / enable.
export const GET = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireAdministrator(request);
  return { body: await getUser(id) };
});

export const PATCH = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  const caller = await requireAdministrator(request);
  return { body: await updateUser(id, await readJsonBody(request, userUpdateSchema), caller) };
});
