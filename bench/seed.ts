// `tsx --conditions=react-server bench/seed.ts <events> [<busy month's events>]`: seeds
// the benchmark's calendar into the database DATABASE_URL names and prints what it wrote as JSON.
import { db } from '../lib/db';
import { seedCalendar } from './calendar';

seedCalendar(db, {
  events: Number(process.argv[2] ?? 10_000),
  busyMonth: Number(process.argv[3] ?? 0),
})
  .then(async (seeded) => {
    console.log(JSON.stringify(seeded));
    await db.$disconnect();
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
