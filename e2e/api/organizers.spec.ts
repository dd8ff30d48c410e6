// Organizers (docs/api.md §A.4.4, §1.4, §1.9, §3.2, §4.4): what
// they share with venues, then what is theirs alone.
import { expect } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { linkedPostBehaviour } from './linked-posts/behaviour';
import { organizerKind } from './linked-posts/kinds';

const test = linkedPostBehaviour(organizerKind, {
  fields: {
    phone: '+1 555 0199',
    website: 'https://jazz.example.com',
    email: 'info@jazz.example.com',
  },
  keys: ['slug', 'phone', 'website', 'email', 'json_ld', 'global_id', 'global_id_lineage'],
  values: { phone: '+1 555 0199', email: 'info@jazz.example.com' },
  // A Person whose url is the website, never with an @context (§1.9).
  jsonLd: (name) => ({
    '@type': 'Person',
    name,
    description: '',
    url: 'https://jazz.example.com',
    telephone: '+1 555 0199',
    email: 'info@jazz.example.com',
    sameAs: 'https://jazz.example.com',
  }),
});

test.describe('organizer fields (§1.4, §4.4)', () => {
  test('stores any e-mail text, cleaned to one line, and clears fields with ""', async ({
    api,
  }) => {
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
  test('matches e-mail domains, websites and phones fragment by fragment', async ({ api }) => {
    // Each search word matches on its own: a word holding the phone's "555"
    // (one random hex in a few hundred) would match every organizer below.
    const word = unique('shared').replaceAll('5', 'x');
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
