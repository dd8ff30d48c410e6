import { tokenCreateSchema } from '@/lib/accounts/schema';
import { createToken, listTokens } from '@/lib/accounts/tokens';
import { sessionOnly } from '@/lib/route/account-holder';
import { requireAdministrator } from '@/lib/route/administrator';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';

// API tokens of every user: administrators only, made from a signed-in
// session. The token itself is in the creation's answer alone.
export const GET = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  return { body: await listTokens() };
});

export const POST = jsonEndpoint(async (request) => {
  sessionOnly(await requireAdministrator(request));
  return { status: 201, body: await createToken(await readJsonBody(request, tokenCreateSchema)) };
});
