// Venues (docs/api.md §A.4.3, §1.3, §1.9, §3.2, §4.3): what they
// share with organizers, then what is theirs alone.
import { expect } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { linkedPostBehaviour } from './linked-posts/behaviour';
import { expectError, venueKind } from './linked-posts/kinds';

const test = linkedPostBehaviour(venueKind, {
  fields: {
    description: 'Folk on Fridays.',
    address: '7 Elm Ave',
    city: 'Shelbyville',
    country: 'US',
    state: 'IL',
    zip: '62565',
    phone: '+1 555 0177',
    website: 'https://stage.example.com/?a=1&b=2',
  },
  keys: [
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
  ],
  values: {
    description: '<p>Folk on Fridays.</p>',
    website: 'https://stage.example.com/?a=1&b=2',
    stateprovince: 'IL',
    show_map: true,
    show_map_link: true,
  },
  // A Place, never with an @context (§1.9); the region is the derived stateprovince.
  jsonLd: (name, url) => ({
    '@type': 'Place',
    name,
    description: 'Folk on Fridays.',
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: '7 Elm Ave',
      addressLocality: 'Shelbyville',
      addressRegion: 'IL',
      postalCode: '62565',
      addressCountry: 'US',
    },
    telephone: '+1 555 0177',
    sameAs: 'https://stage.example.com/?a=1&b=2',
  }),
});

test.describe('venue fields (§1.3, §4.3)', () => {
  test('cleans address fields to one line and ignores unknown keys', async ({ api }) => {
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

  test('clears a field with "" so that its key disappears', async ({ api }) => {
    const venue = await api.create({ address: '1 Road', phone: '123' });
    const updated = await (await api.update(`/${venue.id}`, { address: '' })).json();
    expect(updated.address).toBeUndefined();
    expect(updated.phone).toBe('123');
    expect((await db.venue.findUniqueOrThrow({ where: { id: venue.id } })).address).toBe('');
  });
});

test.describe('venue show_map and show_map_link (§4.3)', () => {
  test('default to true on create and read any value as truthy or not', async ({ api }) => {
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

  test('keep their stored values on updates that omit them', async ({ api }) => {
    const venue = await api.create({ show_map: 'false' });
    const updated = await (await api.update(`/${venue.id}`, { show_map_link: 'false' })).json();
    expect(updated).toMatchObject({ show_map: false, show_map_link: false });
    const untouched = await (await api.update(`/${venue.id}`, { city: 'X' })).json();
    expect(untouched).toMatchObject({ show_map: false, show_map_link: false });
  });
});

test.describe('venue stateprovince (§4.3)', () => {
  test('is stored as sent, else derived from state, province and country', async ({ api }) => {
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

  test('is derived again only by updates that send the region', async ({ api }) => {
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
    api,
  }) => {
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

  test('answers rest_invalid_param for a website without scheme', async ({ api }) => {
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
