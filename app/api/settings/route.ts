import { invalidParams } from '@/lib/http/errors';
import { findImageId } from '@/lib/media/repository';
import { requireAdministrator } from '@/lib/route/administrator';
import { readJsonBody } from '@/lib/params/json-body';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { presentSettings, storedSettingsOf } from '@/lib/settings/present';
import { settingsUpdateSchema, type SettingsUpdate } from '@/lib/settings/schema';
import { getSettings, setSettings } from '@/lib/settings/settings';

// The settings of docs/operations.md, as `settings:get` / `settings:set` see them.
export const GET = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  return { body: presentSettings(await getSettings()) };
});

export const PATCH = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  const update = await readJsonBody(request, settingsUpdateSchema);
  await requireLogoImage(update);
  await setSettings(storedSettingsOf(update));
  return { body: presentSettings(await getSettings()) };
});

/** The logo must be an image of the media library (a PDF or an event id is not). */
async function requireLogoImage(update: SettingsUpdate) {
  const logo = update.site_logo;
  if (logo === undefined || logo === null || (await findImageId(logo)) !== null) return;
  throw invalidParams(
    { site_logo: 'Invalid parameter.' },
    {
      site_logo: {
        code: 'logo_not_an_image',
        message: `${logo} is not an image of the media library.`,
        data: null,
      },
    },
  );
}
