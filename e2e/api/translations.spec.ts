// docs/api.md §9, rule by rule, for every translatable resource: each test
// is named after the rule it checks and runs once per resource.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const API = '/calendar/events/v1';

interface Kind {
  collection: 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
  /** The key holding the item's name or title, on writes and reads. */
  name: string;
  /** Fields written in the create and update tests. */
  texts: string[];
  /** Fields whose "" is accepted on update (§4), so that it removes a translation. */
  clearable: string[];
  /** Fields that may never be "" (§4.2.1, §4.3, §4.4, §4.6), in no language. */
  refused: string[];
  /** How a stored text reads back: auto-paragraphs for posts' descriptions (§0.7). */
  shown: (field: string, text: string) => string;
  /** Query that lists every item of the kind a test makes. */
  listQuery: string;
  required: () => Record<string, unknown>;
  /** The default-language row as stored, to check what a write left there. */
  stored: (id: number) => Promise<Record<string, unknown>>;
}

const paragraphs = (field: string, text: string) =>
  field === 'description' || field === 'excerpt' ? `<p>${text}</p>` : text;

const kinds: Kind[] = [
  {
    collection: 'events',
    name: 'title',
    texts: ['title', 'description', 'excerpt'],
    clearable: [],
    refused: ['title', 'description', 'excerpt'],
    shown: paragraphs,
    listQuery: 'per_page=50',
    required: () => ({ start_date: 'tomorrow 10am', end_date: 'tomorrow 11am' }),
    stored: (id) => db.event.findUniqueOrThrow({ where: { id } }),
  },
  {
    collection: 'venues',
    name: 'venue',
    texts: ['venue', 'description'],
    clearable: ['description'],
    refused: ['venue'],
    shown: paragraphs,
    listQuery: 'per_page=50',
    required: () => ({}),
    stored: (id) => db.venue.findUniqueOrThrow({ where: { id } }),
  },
  {
    collection: 'organizers',
    name: 'organizer',
    texts: ['organizer', 'description'],
    clearable: ['description'],
    refused: ['organizer'],
    shown: paragraphs,
    listQuery: 'per_page=50',
    required: () => ({}),
    stored: (id) => db.organizer.findUniqueOrThrow({ where: { id } }),
  },
  {
    collection: 'categories',
    name: 'name',
    texts: ['name', 'description'],
    clearable: [],
    refused: ['name', 'description'],
    shown: (_, text) => text,
    listQuery: 'per_page=50&hide_empty=0',
    required: () => ({}),
    stored: (id) => db.category.findUniqueOrThrow({ where: { id } }),
  },
  {
    collection: 'tags',
    name: 'name',
    texts: ['name', 'description'],
    clearable: [],
    refused: ['name', 'description'],
    shown: (_, text) => text,
    listQuery: 'per_page=50&hide_empty=0',
    required: () => ({}),
    stored: (id) => db.tag.findUniqueOrThrow({ where: { id } }),
  },
];

/** The default-language column of a wire field (`venue`/`organizer` are stored as `name`). */
const column = (field: string) => (field === 'venue' || field === 'organizer' ? 'name' : field);

async function create(
  request: APIRequestContext,
  kind: Kind,
  fields: Record<string, string>,
  query = '',
): Promise<{ id: number } & Record<string, unknown>> {
  const response = await request.post(`${API}/${kind.collection}${query}`, {
    headers: users.editor.headers,
    data: { ...kind.required(), ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function update(
  request: APIRequestContext,
  kind: Kind,
  id: number,
  fields: Record<string, string>,
  language: string,
) {
  const response = await request.patch(
    `${API}/${kind.collection}/${id}?translation_language=${language}`,
    { headers: users.editor.headers, data: fields },
  );
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function read(request: APIRequestContext, kind: Kind, id: number, query = '') {
  const response = await request.get(`${API}/${kind.collection}/${id}${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Texts unique to one test, for every translatable field of the kind. */
function texts(kind: Kind, label: string): Record<string, string> {
  return Object.fromEntries(kind.texts.map((field) => [field, unique(`${label} ${field}`)]));
}

async function listed(request: APIRequestContext, kind: Kind, path: string): Promise<number[]> {
  const response = await request.get(path, { headers: users.editor.headers });
  expect(response.status(), await response.text()).toBe(200);
  const items = (await response.json())[kind.collection] as { id: number }[];
  return items.map((item) => item.id);
}

for (const kind of kinds) {
  test.describe(`translation_language on ${kind.collection}: which language answers (docs/api.md §9)`, () => {
    test('the parameter wins over the language prefix', async ({ request }) => {
      const english = texts(kind, 'Plain');
      const item = await create(request, kind, english);
      const french = { [kind.name]: unique('Nom français') };
      await update(request, kind, item.id, french, 'fr');
      const prefixed = `/fr${API}/${kind.collection}/${item.id}`;
      const viaParameter = await request.get(`${prefixed}?translation_language=es`);
      expect(viaParameter.headers()['content-language']).toBe('es');
      expect((await viaParameter.json())[kind.name]).toBe(english[kind.name]);
      expect((await (await request.get(prefixed)).json())[kind.name]).toBe(french[kind.name]);
    });

    test('reads fall back to the default text field by field', async ({ request }) => {
      const english = texts(kind, 'Fallback');
      const item = await create(request, kind, english);
      const spanish = { [kind.name]: unique('Nombre') };
      await update(request, kind, item.id, spanish, 'es');
      const body = await read(request, kind, item.id, '?translation_language=es');
      expect(body[kind.name]).toBe(spanish[kind.name]);
      for (const field of kind.texts.filter((name) => name !== kind.name)) {
        expect(body[field], field).toBe(kind.shown(field, english[field]!));
      }
      // A language with no translation at all reads the default text.
      expect((await read(request, kind, item.id, '?translation_language=fr'))[kind.name]).toBe(
        english[kind.name],
      );
    });

    test('answers carry Content-Language of the effective language', async ({ request }) => {
      const item = await create(request, kind, texts(kind, 'Header'));
      const cases: [string, string][] = [
        [`${API}/${kind.collection}/${item.id}`, 'en'],
        [`/es${API}/${kind.collection}/${item.id}`, 'es'],
        [`${API}/${kind.collection}?translation_language=fr&${kind.listQuery}`, 'fr'],
        [`/en${API}/${kind.collection}?${kind.listQuery}`, 'en'],
      ];
      for (const [path, language] of cases) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-language'], path).toBe(language);
      }
      const write = await request.patch(
        `/fr${API}/${kind.collection}/${item.id}?translation_language=es`,
        { headers: users.editor.headers, data: { description: unique('desc') } },
      );
      expect(write.headers()['content-language']).toBe('es');
    });

    test('URLs in answers carry the prefix of a non-default language', async ({
      request,
      baseURL,
    }) => {
      const item = await create(request, kind, texts(kind, 'Urls'));
      const single = await read(request, kind, item.id, '?translation_language=fr');
      const english = await read(request, kind, item.id);
      const prefixed = `${baseURL}/fr${API}/${kind.collection}`;
      if (kind.collection === 'events') {
        expect(single.rest_url).toBe(`${prefixed}/${item.id}`);
      }
      if (kind.collection === 'categories' || kind.collection === 'tags') {
        expect(single.urls).toMatchObject({ self: `${prefixed}/${item.id}`, collection: prefixed });
      }
      // Public pages and global ids do not change with the language.
      expect(single.url).toBe(english.url);
      expect(single.global_id).toBe(english.global_id);
      const list = await (
        await request.get(`/fr${API}/${kind.collection}?${kind.listQuery}&per_page=1`)
      ).json();
      expect(list.rest_url.startsWith(`${prefixed}/?`), list.rest_url).toBe(true);
      expect(list.rest_url).not.toContain('translation_language');
      expect(list.next_rest_url.startsWith(`${prefixed}/?page=2`), list.next_rest_url).toBe(true);
    });

    test('an invalid language is 400 rest_invalid_param on reads and writes', async ({
      request,
    }) => {
      const item = await create(request, kind, texts(kind, 'Invalid'));
      for (const value of ['de', '', 'FR']) {
        const paths = [
          `${API}/${kind.collection}?translation_language=${value}`,
          `${API}/${kind.collection}/${item.id}?translation_language=${value}`,
        ];
        for (const path of paths) {
          const response = await request.get(path);
          expect(response.status(), path).toBe(400);
          const body = await response.json();
          expect(body.code).toBe('rest_invalid_param');
          expect(body.data.params).toHaveProperty('translation_language');
        }
      }
      const before = await kind.stored(item.id);
      const write = await request.patch(
        `${API}/${kind.collection}/${item.id}?translation_language=de`,
        { headers: users.editor.headers, data: { [kind.name]: unique('Nicht') } },
      );
      expect(write.status()).toBe(400);
      expect(await kind.stored(item.id)).toEqual(before);
    });
  });

  test.describe(`translation_language on ${kind.collection}: search and missing translations (docs/api.md §9)`, () => {
    test('search matches the text shown in the effective language', async ({ request }) => {
      const word = unique('w').replace('-', '');
      const english = { ...texts(kind, 'Search'), [kind.name]: `Plain ${word}` };
      const translatedItem = await create(request, kind, english);
      await update(request, kind, translatedItem.id, { [kind.name]: `Traduit ${word}` }, 'fr');
      const untranslated = await create(request, kind, {
        ...texts(kind, 'Search'),
        [kind.name]: `Traduit ${word} sans traduction`,
      });
      const search = (text: string, language: string) =>
        listed(
          request,
          kind,
          `${API}/${kind.collection}?${kind.listQuery}&search=${encodeURIComponent(text)}&translation_language=${language}`,
        );
      // In French the first item shows its translation, the second its English fallback.
      expect((await search(`Traduit ${word}`, 'fr')).sort()).toEqual(
        [translatedItem.id, untranslated.id].sort(),
      );
      expect(await search(`Plain ${word}`, 'fr')).toEqual([]);
      expect(await search(`Plain ${word}`, 'en')).toEqual([translatedItem.id]);
      expect(await search(`Traduit ${word}`, 'en')).toEqual([untranslated.id]);
    });

    test('missing_translation and translation_status show what lacks a translation (README extension)', async ({
      request,
    }) => {
      const word = unique('m').replace('-', '');
      const make = async (label: string) =>
        create(request, kind, { ...texts(kind, label), [kind.name]: `${label} ${word}` });
      const french = await make('French');
      const frenchFields = Object.fromEntries(
        kind.texts.map((field) => [field, unique(`fr ${field}`)]),
      );
      await update(request, kind, french.id, { ...frenchFields, [kind.name]: `Fr ${word}` }, 'fr');
      const titleOnly = await make('Partial');
      await update(request, kind, titleOnly.id, { [kind.name]: `Partiel ${word}` }, 'fr');
      const none = await make('None');
      const query = `${API}/${kind.collection}?${kind.listQuery}&search=${word}`;
      expect((await listed(request, kind, `${query}&missing_translation=fr`)).sort()).toEqual(
        [titleOnly.id, none.id].sort(),
      );
      expect((await listed(request, kind, `${query}&missing_translation=es`)).sort()).toEqual(
        [french.id, titleOnly.id, none.id].sort(),
      );
      const plain = await (await request.get(query)).json();
      expect(plain[kind.collection][0]).not.toHaveProperty('missing_translations');
      const body = await (await request.get(`${query}&translation_status=1`)).json();
      const status = Object.fromEntries(
        (body[kind.collection] as { id: number; missing_translations: unknown }[]).map((item) => [
          item.id,
          item.missing_translations,
        ]),
      );
      // Fields with default text and no translation; venues' and organizers' excerpts are empty.
      const others = kind.texts.filter((field) => field !== kind.name);
      expect(status).toEqual({
        [french.id]: { fr: [], es: kind.texts },
        [titleOnly.id]: { fr: others, es: kind.texts },
        [none.id]: { fr: kind.texts, es: kind.texts },
      });
      // Single reads answer the same when asked, and nothing more otherwise.
      expect(
        (await read(request, kind, titleOnly.id, '?translation_status=1')).missing_translations,
      ).toEqual({ fr: others, es: kind.texts });
      expect(await read(request, kind, titleOnly.id)).not.toHaveProperty('missing_translations');
      const invalid = await request.get(`${query}&missing_translation=en`);
      expect(invalid.status()).toBe(400);
      expect((await invalid.json()).data.params).toHaveProperty('missing_translation');
    });
  });

  test.describe(`translation_language on ${kind.collection}: writes (docs/api.md §9)`, () => {
    test('creating in fr writes the default text and the French translation', async ({
      request,
    }) => {
      const french = texts(kind, 'Créé');
      const item = await create(request, kind, french, '?translation_language=fr');
      for (const language of ['', '?translation_language=fr', '?translation_language=es']) {
        const body = await read(request, kind, item.id, language);
        for (const field of kind.texts) {
          expect(body[field], `${field}${language}`).toBe(kind.shown(field, french[field]!));
        }
      }
      const row = await kind.stored(item.id);
      expect(row[`${column(kind.name)}Fr`]).toBe(french[kind.name]);
      expect(row[`${column(kind.name)}Es`]).toBeNull();
    });

    test('updating in es leaves the English text alone', async ({ request }) => {
      const english = texts(kind, 'English');
      const item = await create(request, kind, english);
      const spanish = texts(kind, 'Español');
      const answer = await update(request, kind, item.id, spanish, 'es');
      expect(answer[kind.name]).toBe(spanish[kind.name]);
      const inEnglish = await read(request, kind, item.id);
      const inSpanish = await read(request, kind, item.id, '?translation_language=es');
      for (const field of kind.texts) {
        expect(inEnglish[field], field).toBe(kind.shown(field, english[field]!));
        expect(inSpanish[field], field).toBe(kind.shown(field, spanish[field]!));
      }
      expect((await kind.stored(item.id))[column(kind.name)]).toBe(english[kind.name]);
    });

    test('"" removes a translation where §4 allows "", and is refused elsewhere', async ({
      request,
    }) => {
      const english = texts(kind, 'Clear');
      const item = await create(request, kind, english);
      const french = texts(kind, 'Effacer');
      await update(request, kind, item.id, french, 'fr');
      for (const field of kind.clearable) {
        await update(request, kind, item.id, { [field]: '' }, 'fr');
        const body = await read(request, kind, item.id, '?translation_language=fr');
        expect(body[field], field).toBe(kind.shown(field, english[field]!));
      }
      // Where "" is invalid in every language: 400, and the translation stays.
      for (const field of kind.refused) {
        const refused = await request.patch(
          `${API}/${kind.collection}/${item.id}?translation_language=fr`,
          { headers: users.editor.headers, data: { [field]: '' } },
        );
        expect(refused.status(), field).toBe(400);
        expect((await refused.json()).code).toBe('rest_invalid_param');
        const body = await read(request, kind, item.id, '?translation_language=fr');
        expect(body[field], field).toBe(kind.shown(field, french[field]!));
      }
    });
  });
}

test.describe('translation_language, rules of one resource (docs/api.md §9)', () => {
  test('the cost word Free is translated', async ({ request }) => {
    const event = await create(request, kinds[0]!, {
      title: unique('Free'),
      cost: '0',
    } as Record<string, string>);
    const costs: Record<string, string> = { '': 'Free', '/fr': 'Gratuit', '/es': 'Gratis' };
    for (const [prefix, word] of Object.entries(costs)) {
      const body = await (await request.get(`${prefix}${API}/events/${event.id}`)).json();
      expect(body.cost, prefix).toBe(word);
    }
    const parameter = await read(request, kinds[0]!, event.id, '?translation_language=es');
    expect(parameter.cost).toBe('Gratis');
  });

  test('terms are ordered by the name shown in the effective language', async ({ request }) => {
    const word = unique('order');
    const make = async (name: string, french?: string) => {
      const term = await create(request, kinds[4]!, { name: `${word} ${name}` });
      if (french) await update(request, kinds[4]!, term.id, { name: `${word} ${french}` }, 'fr');
      return term.id;
    };
    // English order a, b, c; in French b reads "z", so a, c, b.
    const a = await make('a');
    const b = await make('b', 'z');
    const c = await make('c');
    const names = (language: string) =>
      listed(
        request,
        kinds[4]!,
        `${API}/tags?hide_empty=0&search=${word}&orderby=name&translation_language=${language}`,
      );
    expect(await names('en')).toEqual([a, b, c]);
    expect(await names('fr')).toEqual([a, c, b]);
    expect(await names('es')).toEqual([a, b, c]);
  });

  for (const collection of ['categories', 'tags'] as const) {
    test(`event writes match ${collection} by the name in the effective language or the default`, async ({
      request,
    }) => {
      const kind = kinds.find((candidate) => candidate.collection === collection)!;
      const term = await create(request, kind, { name: unique('Dance') });
      const french = unique('Danse');
      await update(request, kind, term.id, { name: french }, 'fr');
      const write = (name: string, language: string) =>
        create(
          request,
          kinds[0]!,
          { title: unique('Bal'), [collection]: name } as Record<string, string>,
          `?translation_language=${language}`,
        );
      const byFrenchName = await write(french, 'fr');
      const byDefaultName = await write(String((await kind.stored(term.id)).name), 'fr');
      for (const event of [byFrenchName, byDefaultName]) {
        expect((event[collection] as { id: number; name: string }[]).map((t) => t.id)).toEqual([
          term.id,
        ]);
        expect((event[collection] as { name: string }[])[0]!.name).toBe(french);
      }
    });

    test(`${collection} created implicitly from names in an fr event write get the default and French name`, async ({
      request,
    }) => {
      const kind = kinds.find((candidate) => candidate.collection === collection)!;
      const name = unique('Nouveau terme');
      const event = await create(
        request,
        kinds[0]!,
        { title: unique('Implicite'), [collection]: name } as Record<string, string>,
        '?translation_language=fr',
      );
      const created = (event[collection] as { id: number; name: string }[])[0]!;
      expect(created.name).toBe(name);
      const row = await kind.stored(created.id);
      expect(row).toMatchObject({ name, nameFr: name, nameEs: null });
      // In Spanish it falls back to the default name.
      expect((await read(request, kind, created.id, '?translation_language=es')).name).toBe(name);
    });
  }

  test('duplicate-name checks compare default-language names', async ({ request }) => {
    const english = unique('Duplicate');
    const tag = await create(request, kinds[4]!, { name: english });
    const french = unique('Doublon');
    await update(request, kinds[4]!, tag.id, { name: french }, 'fr');
    // The French name is not a default-language name, so it may be taken again.
    const other = await request.post(`${API}/tags`, {
      headers: users.editor.headers,
      data: { name: french },
    });
    expect(other.status()).toBe(201);
    const again = await request.post(`${API}/tags?translation_language=fr`, {
      headers: users.editor.headers,
      data: { name: english },
    });
    expect(again.status()).toBe(400);
    expect((await again.json()).code).toBe('term_exists');
  });

  test('delete removes the item in every language', async ({ request }) => {
    const venue = await create(request, kinds[1]!, { venue: unique('Gone') });
    await update(request, kinds[1]!, venue.id, { venue: unique('Parti') }, 'fr');
    const response = await request.delete(`/es${API}/venues/${venue.id}`, {
      headers: users.editor.headers,
    });
    expect(response.status()).toBe(200);
    for (const prefix of ['', '/fr', '/es']) {
      const read = await request.get(`${prefix}${API}/venues/${venue.id}`);
      // Trashed venues are unreadable for anonymous callers in every language.
      expect(read.status(), prefix).toBe(403);
    }
  });
});
