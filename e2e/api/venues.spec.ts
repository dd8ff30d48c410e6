// Venues (interface §4.3; rest-behaviour §1.3, §1.9, §3.2, §4.3): what they
// share with organizers, then what is theirs alone.
import { expect, test } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { linkedPostBehaviour } from './linked-posts/behaviour';
import { expectError, venueKind } from './linked-posts/kinds';

test.afterAll(async () => {
  await db.$disconnect();
});

const client = linkedPostBehaviour(venueKind);

test.describe('venue representation (§1.3, §1.9)', () => {
  test('answers every key in order, empty ones left out, with a Place as json_ld', async ({
    request,
    baseURL,
  }) => {
    const api = client(request);
    const name = unique('Blue Room');
    const created = await api.create({
      venue: name,
      description: 'A small club with a big sound.',
      address: '12 Main St',
      city: 'Springfield',
      country: 'United States',
      state: 'NY',
      zip: '12345',
      phone: '+1 555 0100',
      website: 'https://blueroom.example.com/?a=1&b=2',
    });
    const response = await api.get(`/${created.id}`);
    const body = await response.json();
    const slug = name.toLowerCase().replace(/ /g, '-');
    const url = `${baseURL}/venue/${slug}/`;
    expect(Object.keys(body)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'venue',
      'description',
      'slug',
      'address',
      'city',
      'country',
      'state',
      'zip',
      'phone',
      'website',
      'stateprovince',
      'json_ld',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
    ]);
    expect(body).toMatchObject({
      url,
      venue: name,
      description: '<p>A small club with a big sound.</p>',
      slug,
      website: 'https://blueroom.example.com/?a=1&b=2',
      stateprovince: 'NY',
      show_map: true,
      show_map_link: true,
      global_id_lineage: [`127.0.0.1?id=${created.id}`],
    });
    expect(body.json_ld).toEqual({
      '@type': 'Place',
      name,
      description: 'A small club with a big sound.',
      url,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Main St',
        addressLocality: 'Springfield',
        addressRegion: 'NY',
        postalCode: '12345',
        addressCountry: 'United States',
      },
      telephone: '+1 555 0100',
      sameAs: 'https://blueroom.example.com/?a=1&b=2',
    });
  });

  test('cleans address fields to one line and ignores unknown keys', async ({ request }) => {
    const api = client(request);
    const venue = await api.create({
      address: ' <b>100,</b>\n\tAvenue   du Temple ',
      city: 'Paris',
      zip: '75003',
      country: 'France',
      timezone: 'Europe/Paris',
      stateProvince: 'ignored',
    });
    expect(venue).toMatchObject({ address: '100, Avenue du Temple', city: 'Paris', zip: '75003' });
    expect(venue.stateprovince).toBeUndefined();
    expect(venue.timezone).toBeUndefined();
  });

  test('clears a field with "" so that its key disappears', async ({ request }) => {
    const api = client(request);
    const venue = await api.create({ address: '1 Road', phone: '123' });
    const updated = await (await api.update(`/${venue.id}`, { address: '' })).json();
    expect(updated.address).toBeUndefined();
    expect(updated.phone).toBe('123');
    expect((await db.venue.findUniqueOrThrow({ where: { id: venue.id } })).address).toBe('');
  });
});

test.describe('venue show_map and show_map_link (§4.3)', () => {
  test('default to true on create and read any value as truthy or not', async ({ request }) => {
    const api = client(request);
    expect(await api.create()).toMatchObject({ show_map: true, show_map_link: true });
    for (const [value, expected] of [
      ['false', false],
      [false, false],
      ['no', false],
      ['0', false],
      [true, true],
      ['yes', true],
      ['ON', true],
      [1, true],
    ] as const) {
      const venue = await api.create({ show_map: value, show_map_link: value });
      expect(venue, JSON.stringify(value)).toMatchObject({
        show_map: expected,
        show_map_link: expected,
      });
    }
  });

  test('keep their stored values on updates that omit them', async ({ request }) => {
    const api = client(request);
    const venue = await api.create({ show_map: 'false' });
    const updated = await (await api.update(`/${venue.id}`, { show_map_link: 'false' })).json();
    expect(updated).toMatchObject({ show_map: false, show_map_link: false });
    const untouched = await (await api.update(`/${venue.id}`, { city: 'X' })).json();
    expect(untouched).toMatchObject({ show_map: false, show_map_link: false });
  });
});

test.describe('venue stateprovince (§4.3)', () => {
  test('is stored as sent, else derived from state, province and country', async ({ request }) => {
    const api = client(request);
    const cases: [Record<string, string>, string | undefined][] = [
      [{ stateprovince: 'Given', state: 'NY' }, 'Given'],
      [{ state: 'NY' }, 'NY'],
      [{ state: 'NY', country: 'US' }, 'NY'],
      [{ state: 'NY', province: 'Quebec', country: 'Canada' }, 'Quebec'],
      [{ state: 'NY', country: 'France' }, undefined],
      [{ province: 'Ontario', stateprovince: '' }, 'Ontario'],
    ];
    for (const [fields, expected] of cases) {
      const venue = await api.create(fields);
      expect(venue.stateprovince, JSON.stringify(fields)).toBe(expected);
    }
  });

  test('is derived again only by updates that send the region', async ({ request }) => {
    const api = client(request);
    const venue = await api.create({ state: 'NY', province: 'Quebec', stateprovince: 'Mine' });
    const kept = await (await api.update(`/${venue.id}`, { city: 'Springfield' })).json();
    expect(kept.stateprovince).toBe('Mine');
    const moved = await (await api.update(`/${venue.id}`, { country: 'Canada' })).json();
    expect(moved.stateprovince).toBe('Quebec');
    const reset = await (await api.update(`/${venue.id}`, { country: '' })).json();
    expect(reset.stateprovince).toBe('NY');
  });
});

test.describe('venue search fields (§3.2)', () => {
  test('matches the address, city, zip and phone but not the country or website', async ({
    request,
  }) => {
    const api = client(request);
    const word = unique('temple');
    const venue = await api.create({
      address: `100, Avenue du Temple ${word}`,
      city: `Paris${word}`,
      zip: `Z${word}`,
      phone: `P${word}`,
    });
    await api.create({ country: `Country ${word}`, website: `http://${word}.example.com` });
    expect(await api.listIds(`search=${encodeURIComponent(`temple avenue ${word}`)}`)).toEqual([
      venue.id,
    ]);
    expect(await api.listIds(`search=${word}`)).toEqual([venue.id]);
  });

  test('answers rest_invalid_param for a website without scheme', async ({ request }) => {
    const api = client(request);
    await expectError(
      await api.post({ website: 'blueroom.example.com' }),
      400,
      'rest_invalid_param',
      {
        website: 'Invalid parameter.',
      },
    );
  });
});
