import { expect, test } from '@playwright/test';

// docs/operations.md: a new database gets demo content unless CALENDAR_DEMO=off.
test('a new database is served with demo events linked to venues, organizers and terms', async ({
  request,
}) => {
  const body = await (await request.get('/calendar/events/v1/events')).json();
  const jazzNight = body.events.find(
    (event: { slug: string }) => event.slug === 'spring-jazz-night',
  );
  expect(jazzNight).toBeDefined();
  expect(jazzNight.venue).toMatchObject({
    venue: 'Blue Room',
    city: 'Springfield',
    show_map: true,
  });
  expect(
    jazzNight.organizer.map((organizer: { organizer: string }) => organizer.organizer),
  ).toEqual(['Springfield Jazz Society']);
  expect(jazzNight.categories[0]).toMatchObject({
    name: 'Jazz',
    taxonomy: 'tribe_events_cat',
    parent: expect.any(Number),
  });
  expect(jazzNight.cost).toBe('$15 – $25');
  expect(jazzNight.description).toBe('<p>An evening of live jazz.</p>\n<p>Doors open at 7pm.</p>');
});
