// Seeds a large calendar straight through the data layer (fast), for the
// benchmark: `tsx --conditions=react-server bench/seed.ts <events>`.
import { db } from '../lib/db';
import { formatWallTime, zoneToUtc } from '../lib/dates/format';
import { Temporal } from '@js-temporal/polyfill';

const eventCount = Number(process.argv[2] ?? 10_000);
const venueCount = Math.max(20, Math.round(eventCount / 30));
const organizerCount = venueCount;
const timezone = 'America/New_York';
const words = [
  'Jazz',
  'Night',
  'Market',
  'Festival',
  'Workshop',
  'Concert',
  'Tour',
  'Talk',
  'Film',
  'Dance',
  'Open',
  'Garden',
  'Family',
  'Art',
  'Science',
];

// A deterministic generator, so every run seeds the same calendar.
let state = 42;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const title = () => `${pick(words)} ${pick(words)} ${pick(words)}`;

async function main() {
  const author = await db.user.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const now = formatWallTime(Temporal.Now.zonedDateTimeISO('UTC'));
  const common = { authorId: author.id, status: 'publish', dateUtc: now, modifiedUtc: now };
  const today = Temporal.Now.plainDateISO(timezone);
  const kinds = [
    ...Array(venueCount).fill('venue'),
    ...Array(organizerCount).fill('organizer'),
    ...Array(eventCount).fill('event'),
  ] as string[];

  await db.postId.createMany({ data: kinds.map((kind) => ({ kind })) });
  const ids = await db.postId.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, kind: true },
  });
  const venueIds = ids.filter((row) => row.kind === 'venue').map((row) => row.id);
  const organizerIds = ids.filter((row) => row.kind === 'organizer').map((row) => row.id);
  const eventIds = ids
    .filter((row) => row.kind === 'event')
    .map((row) => row.id)
    .slice(-eventCount);

  await db.termId.createMany({
    data: [...Array(30).fill('category'), ...Array(50).fill('tag')].map((kind) => ({ kind })),
  });
  const terms = await db.termId.findMany({ orderBy: { id: 'asc' } });
  const categoryIds = terms
    .filter((row) => row.kind === 'category')
    .map((row) => row.id)
    .slice(-30);
  const tagIds = terms
    .filter((row) => row.kind === 'tag')
    .map((row) => row.id)
    .slice(-50);
  await db.category.createMany({
    data: categoryIds.map((id, index) => ({
      id,
      name: `Category ${index}`,
      nameFr: `Catégorie ${index}`,
      slug: `bench-category-${id}`,
      parentId: index >= 10 ? categoryIds[index % 10] : null,
    })),
  });
  await db.tag.createMany({
    data: tagIds.map((id, index) => ({
      id,
      name: `Tag ${index}`,
      nameFr: `Étiquette ${index}`,
      slug: `bench-tag-${id}`,
    })),
  });
  await db.venue.createMany({
    data: venueIds.map((id, index) => ({
      id,
      ...common,
      name: `Venue ${index}`,
      nameFr: `Lieu ${index}`,
      slug: `bench-venue-${id}`,
      liveSlug: `bench-venue-${id}`,
      description: 'A venue used by the benchmark.',
      address: `${index} Main St`,
      city: 'Springfield',
      country: 'United States',
      state: 'NY',
      zip: '12345',
      stateprovince: 'NY',
      phone: '+1 555 0100',
    })),
  });
  await db.organizer.createMany({
    data: organizerIds.map((id, index) => ({
      id,
      ...common,
      name: `Organizer ${index}`,
      nameFr: `Organisateur ${index}`,
      slug: `bench-organizer-${id}`,
      liveSlug: `bench-organizer-${id}`,
      email: `org${index}@example.org`,
      phone: '+1 555 0199',
    })),
  });

  const chunk = 1000;
  for (let start = 0; start < eventIds.length; start += chunk) {
    const slice = eventIds.slice(start, start + chunk);
    const rows = slice.map((id) => {
      const day = today.add({ days: Math.floor(random() * 730) - 10 });
      const hour = 8 + Math.floor(random() * 12);
      const startLocal = formatWallTime(day.toPlainDateTime({ hour }));
      const endLocal = formatWallTime(day.toPlainDateTime({ hour: hour + 2 }));
      const name = title();
      return {
        id,
        ...common,
        slug: `bench-event-${id}`,
        liveSlug: `bench-event-${id}`,
        title: name,
        titleFr: `${name} (fr)`,
        description: `An event of the benchmark calendar: ${name}.`,
        descriptionFr: `Un événement du calendrier de mesure : ${name}.`,
        excerpt: '',
        startLocal,
        endLocal,
        startUtc: zoneToUtc(startLocal, timezone),
        endUtc: zoneToUtc(endLocal, timezone),
        timezone,
        timezoneAbbr: 'EST',
        cost: JSON.stringify([`$${10 + Math.floor(random() * 40)}`]),
        featured: random() < 0.1,
        venueId: pick(venueIds),
      };
    });
    await db.$transaction([
      db.event.createMany({ data: rows }),
      db.eventOrganizer.createMany({
        data: slice.map((eventId) => ({ eventId, organizerId: pick(organizerIds), position: 0 })),
      }),
      db.eventCategory.createMany({
        data: slice.map((eventId) => ({ eventId, categoryId: pick(categoryIds) })),
      }),
      db.eventTag.createMany({ data: slice.map((eventId) => ({ eventId, tagId: pick(tagIds) })) }),
    ]);
  }
  console.log(
    JSON.stringify({
      events: eventCount,
      venues: venueCount,
      organizers: organizerCount,
      categories: 30,
      tags: 50,
    }),
  );
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
