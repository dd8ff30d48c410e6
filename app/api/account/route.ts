import { getOwnAccount, renameOwnAccount } from '@/lib/accounts/own-account';
import { accountUpdateSchema } from '@/lib/accounts/schema';
import { requireSignedIn } from '@/lib/route/account-holder';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';

// The caller's own account (docs/accounts.md "Your own account"): every signed-in role.
export const GET = jsonEndpoint(async (request) => {
  const caller = await requireSignedIn(request);
  return { body: await getOwnAccount(caller) };
});

export const PATCH = jsonEndpoint(async (request) => {
  const caller = await requireSignedIn(request);
  return { body: await renameOwnAccount(caller, await readJsonBody(request, accountUpdateSchema)) };
});
