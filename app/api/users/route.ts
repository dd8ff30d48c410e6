import { userCreateSchema } from '@/lib/accounts/schema';
import { createUser, listUsers } from '@/lib/accounts/users';
import { requireAdministrator } from '@/lib/route/administrator';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';

// Users (README "Users, tokens and settings"): administrators only.
export const GET = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  return { body: await listUsers() };
});

export const POST = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  const user = await createUser(await readJsonBody(request, userCreateSchema));
  return { status: 201, body: user };
});
