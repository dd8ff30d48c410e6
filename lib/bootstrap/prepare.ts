// What `npm start` does to a migrated database before serving
// (docs/operations.md, "Starting"): stored HTML cleaned under the sanitiser's
// current rules, then on a new database the site time zone, the first
// administrator and the demo content. The command line's db:prepare applies
// the migrations first.
import { db } from '../db';
import { env } from '../env';
import { setSetting } from '../settings/settings';
import { cleanStoredHtml } from './clean-stored-html';
import { seedDemoContent } from './demo';
import { createFirstAdministrator } from './first-admin';

export async function prepareDatabase(log: (line: string) => void): Promise<void> {
  const cleaned = await cleanStoredHtml();
  if (cleaned > 0) log(`stored HTML cleaned again: ${cleaned} items`);
  if ((await db.user.count()) > 0) return;

  await setSetting('timezone', env.CALENDAR_TIMEZONE);
  const admin = await createFirstAdministrator();
  log(`administrator: ${admin.email}`);
  if (admin.password) log(`administrator password (shown once): ${admin.password}`);
  if (env.CALENDAR_DEMO === 'on') {
    const counts = await seedDemoContent(admin.id);
    log(
      `demo content: ${counts.events} events, ${counts.venues} venues, ${counts.organizers} organizers`,
    );
  }
}
