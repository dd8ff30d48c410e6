// `tsx --conditions=react-server bench/seed.ts <events> [<busy month's events>]`: seeds
// the benchmark's calendar into the database DATABASE_URL names and prints what it wrote as JSON.
// The webhooks' fan-out then catches up with the seeding's change log, as a
// server would after a bulk import, so the server measured starts with no backlog.
import { db } from '../lib/db';
import { fanOutChanges } from '../lib/webhooks/fan-out';
import { seedCalendar } from './calendar';

async function seed() {
  const seeded = await seedCalendar(db, {
    events: Number(process.argv[2] ?? 10_000),
    busyMonth: Number(process.argv[3] ?? 0),
  });
  const started = Date.now();
  await fanOutChanges();
  return { ...seeded, fanOutSeconds: (Date.now() - started) / 1000 };
}

seed()
  .then(async (seeded) => {
    console.log(JSON.stringify(seeded));
    await db.$disconnect();
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
