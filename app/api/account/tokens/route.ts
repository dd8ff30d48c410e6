import { ownTokenCreateSchema } from '@/lib/accounts/schema';
import { createToken, listTokens } from '@/lib/accounts/tokens';
import { requireTokenMaker, sessionOnly } from '@/lib/route/account-holder';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';

// The caller's own API tokens (docs/accounts.md "Your own account"): every role
// that may write, administrators included, made only from a signed-in
// session; /api/tokens is everyone's.
export const GET = jsonEndpoint(async (request) => {
  const caller = await requireTokenMaker(request);
  return { body: await listTokens(caller.id) };
});

export const POST = jsonEndpoint(async (request) => {
  const caller = sessionOnly(await requireTokenMaker(request));
  const { name } = await readJsonBody(request, ownTokenCreateSchema);
  return { status: 201, body: await createToken({ user: caller.id, name }) };
});
