// Organizers (interface §4.4; rest-behaviour §1.4, §1.9, §3.2, §4.4): what
// they share with venues, then what is theirs alone.
import { expect, test } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { linkedPostBehaviour } from './linked-posts/behaviour';
import { organizerKind } from './linked-posts/kinds';

test.afterAll(async () => {
  await db.$disconnect();
});

const client = linkedPostBehaviour(organizerKind);

test.describe('organizer representation (§1.4, §1.9)', () => {
  test('answers every key in order, empty ones left out, with a Person as json_ld', async ({
    request,
    baseURL,
  }) => {
    const api = client(request);
    const name = unique('Jazz Society');
    const created = await api.create({
      organizer: name,
      phone: '+1 555 0199',
      website: 'https://jazz.example.com',
      email: 'info@jazz.example.com',
    });
    const body = await (await api.get(`/${created.id}`)).json();
    expect(Object.keys(body)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'organizer',
      'slug',
      'phone',
      'website',
      'email',
      'json_ld',
      'global_id',
      'global_id_lineage',
    ]);
    const slug = name.toLowerCase().replace(/ /g, '-');
    expect(body).toMatchObject({ url: `${baseURL}/organizer/${slug}/`, organizer: name, slug });
    expect(body.json_ld).toEqual({
      '@type': 'Person',
      name,
      description: '',
      url: 'https://jazz.example.com',
      telephone: '+1 555 0199',
      email: 'info@jazz.example.com',
      sameAs: 'https://jazz.example.com',
    });
  });

  test('stores any e-mail text, cleaned to one line, and clears fields with ""', async ({
    request,
  }) => {
    const api = client(request);
    const organizer = await api.create({ email: ' not an <i>address</i>\n', phone: ' 12\n34 ' });
    expect(organizer).toMatchObject({ email: 'not an address', phone: '12 34' });
    const cleared = await (await api.update(`/${organizer.id}`, { email: '', phone: '' })).json();
    expect(cleared.email).toBeUndefined();
    expect(cleared.phone).toBeUndefined();
    expect(await db.organizer.findUniqueOrThrow({ where: { id: organizer.id } })).toMatchObject({
      email: '',
      phone: '',
    });
  });
});

test.describe('organizer search fields (§3.2)', () => {
  test('matches e-mail domains, websites and phones fragment by fragment', async ({ request }) => {
    const api = client(request);
    const word = unique('common');
    const one = await api.create({ email: `one@${word}.com` });
    const two = await api.create({ email: `two@${word}.com` });
    const site = await api.create({ website: `http://one-${word}.com` });
    const phone = await api.create({ phone: `555 ${word}` });

    const byDomain = await api.listIds(`search=${encodeURIComponent(`@${word}.com`)}`);
    expect(byDomain.sort()).toEqual([one.id, two.id, site.id].sort());
    expect(await api.listIds(`search=${encodeURIComponent(`http://one-${word}.com`)}`)).toEqual([
      site.id,
    ]);
    expect(await api.listIds(`search=${encodeURIComponent(`555 ${word}`)}`)).toEqual([phone.id]);
  });
});
