// The single-read representation of a fully filled item (docs/api.md §1.3,
// §1.4, §1.9), with the example data each kind's spec file supplies.
import { expect } from '@playwright/test';
import { unique } from '../../fixtures/db';
import type { KindTest, KindUnderTest } from './kinds';

export interface RepresentationExample {
  /** Fields sent on create besides the name. */
  fields: Record<string, string>;
  /** The keys of a single read after the common ones and the name, in order. */
  keys: string[];
  /** Values expected in the single read besides the name, slug and url. */
  values: Record<string, unknown>;
  /** The expected json_ld of an item with this name and public page. */
  jsonLd: (name: string, url: string) => Record<string, unknown>;
}

/** The keys every venue and organizer starts with (§1.1, §1.3, §1.4). */
const COMMON_KEYS = ['id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc'];

export function representationBehaviour(
  kind: KindUnderTest,
  test: KindTest,
  example: RepresentationExample,
) {
  const { model } = kind;

  test(`answers a ${model} with every key in order, empty ones left out, and its json_ld`, async ({
    api,
    baseURL,
  }) => {
    const name = unique(`Full ${model}`);
    const created = await api.create({ [model]: name, ...example.fields });
    const body = await (await api.get(`/${created.id}`)).json();
    expect(Object.keys(body)).toEqual([...COMMON_KEYS, 'url', model, ...example.keys]);
    const slug = name.toLowerCase().replace(/ /g, '-');
    const url = `${baseURL}/${model}/${slug}/`;
    expect(body).toMatchObject({ ...example.values, [model]: name, slug, url });
    expect(body.global_id_lineage).toEqual([`127.0.0.1?id=${created.id}`]);
    expect(body.json_ld).toEqual(example.jsonLd(name, url));
  });
}
