import { requireAdministrator } from '@/lib/route/administrator';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { presentSettings, storedSettingsOf } from '@/lib/settings/present';
import { settingsUpdateSchema } from '@/lib/settings/schema';
import { getSettings, setSettings } from '@/lib/settings/settings';

// The settings of docs/operations.md, as `settings:get` / `settings:set` see them.
export const GET = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  return { body: presentSettings(await getSettings()) };
});

export const PATCH = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  await setSettings(storedSettingsOf(await readJsonBody(request, settingsUpdateSchema)));
  return { body: presentSettings(await getSettings()) };
});
