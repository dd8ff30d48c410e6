// The site as its public pages present it (docs/public-pages.md "Site"): the
// name, logo and accent colour an administrator set in the settings. Read
// once per request from the settings the request already holds; the logo is
// one more query only when there is one.
import { db } from '../db';
import { findImages } from '../media/repository';
import { serializeImage, type ImageObject } from '../media/serialize';
import { getSettings } from '../settings/settings';

export interface Site {
  /** The administrator's name for the site, or "" to name it in the page's language. */
  name: string;
  /** false when none is set, or the image was deleted since. */
  logo: ImageObject | false;
  accent: string;
}

export async function siteOf(baseUrl: string): Promise<Site> {
  const settings = await getSettings();
  const logoId = settings.site_logo === '' ? null : Number(settings.site_logo);
  const logo = logoId === null ? undefined : (await findImages(db, [logoId])).get(logoId);
  return {
    name: settings.site_name,
    logo: serializeImage(logo, baseUrl),
    accent: settings.accent_color,
  };
}
