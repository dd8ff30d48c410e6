// Venues and organizers answer alike (docs/api.md §1.3-§1.4, §2, §3.2,
// §4.3-§4.4, §5, §6), so the behaviour they share is tested once per kind by
// the functions in this folder; venues.spec.ts and organizers.spec.ts run them
// and add what is particular to each kind.
import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Role } from '../../../lib/auth/roles';
import { db, unique } from '../../fixtures/db';
import { createUsers, type Credentials, type TestUser } from '../../fixtures/users';

export const API = '/calendar/events/v1';

interface StoredItem {
  id: number;
  name: string;
  nameFr: string | null;
  description: string;
  descriptionFr: string | null;
  status: string;
  slug: string;
  liveSlug: string | null;
  authorId: number;
  dateUtc: string;
  modifiedUtc: string;
}

type Model = 'venue' | 'organizer';

export interface KindUnderTest {
  /** `venue` or `organizer`: also the name parameter and the name key of the representation. */
  model: Model;
  collection: 'venues' | 'organizers';
  stored(id: number): Promise<StoredItem | null>;
  countNamed(name: string): Promise<number>;
  /** Changes a row behind the API's back, for states no request can make. */
  setStored(id: number, data: { dateUtc?: string; modifiedUtc?: string }): Promise<void>;
  linkToEvent(itemId: number, eventId: number): Promise<void>;
  isLinkedToEvent(itemId: number, eventId: number): Promise<boolean>;
}

// The calls the tests make on either table; Prisma types each model's delegate on its own.
interface StoredTable {
  findUnique(args: { where: { id: number } }): Promise<StoredItem | null>;
  count(args: { where: { name: string } }): Promise<number>;
  update(args: {
    where: { id: number };
    data: { dateUtc?: string; modifiedUtc?: string };
  }): Promise<unknown>;
}

function kindUnderTest(
  model: Model,
  links: Pick<KindUnderTest, 'linkToEvent' | 'isLinkedToEvent'>,
): KindUnderTest {
  const table = (model === 'venue' ? db.venue : db.organizer) as unknown as StoredTable;
  return {
    model,
    collection: `${model}s`,
    stored: (id) => table.findUnique({ where: { id } }),
    countNamed: (name) => table.count({ where: { name } }),
    setStored: async (id, data) => {
      await table.update({ where: { id }, data });
    },
    ...links,
  };
}

// A venue is named by Event.venueId; organizers are listed in EventOrganizer.
export const venueKind = kindUnderTest('venue', {
  linkToEvent: async (venueId, eventId) => {
    await db.event.update({ where: { id: eventId }, data: { venueId } });
  },
  isLinkedToEvent: async (venueId, eventId) =>
    (await db.event.findUniqueOrThrow({ where: { id: eventId } })).venueId === venueId,
});

export const organizerKind = kindUnderTest('organizer', {
  linkToEvent: async (organizerId, eventId) => {
    await db.eventOrganizer.create({ data: { eventId, organizerId, position: 0 } });
  },
  isLinkedToEvent: async (organizerId, eventId) =>
    (await db.eventOrganizer.count({ where: { organizerId, eventId } })) > 0,
});

export type Users = Record<Role, TestUser>;
type Fields = Record<string, unknown>;

/** Requests on one kind's routes, as a given user (anonymous when none). */
export class KindClient {
  readonly path: string;

  constructor(
    readonly kind: KindUnderTest,
    readonly request: APIRequestContext,
    readonly users: Users,
  ) {
    this.path = `${API}/${kind.collection}`;
  }

  /** Creates an item through the API and returns its representation. */
  async create(fields: Fields = {}, user: TestUser | null = this.users.administrator) {
    const response = await this.post(fields, user);
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  }

  post(fields: Fields, user: TestUser | null = this.users.administrator): Promise<APIResponse> {
    const data = { [this.kind.model]: unique('Name'), ...fields };
    return this.request.post(this.path, { headers: user?.headers, data });
  }

  get(suffix = '', user: TestUser | null = null, headers: Record<string, string> = {}) {
    return this.request.get(`${this.path}${suffix}`, { headers: { ...user?.headers, ...headers } });
  }

  update(suffix: string, data: Fields, user: TestUser | null = this.users.administrator) {
    return this.request.patch(`${this.path}${suffix}`, { headers: user?.headers, data });
  }

  delete(suffix: string, user: TestUser | null = this.users.administrator) {
    return this.request.delete(`${this.path}${suffix}`, { headers: user?.headers });
  }

  /** The list filtered to one test's items by a unique search word. */
  async listIds(query: string, user: TestUser | null = null): Promise<number[]> {
    const response = await this.get(`?${query}`, user);
    expect(response.status(), await response.text()).toBe(200);
    const body = await response.json();
    return body[this.kind.collection].map((item: { id: number }) => item.id);
  }
}

/**
 * Playwright's `test` with an `api` fixture for one kind: a client holding
 * one user of each role, made once per worker, authenticated by `credentials`.
 */
export function kindTest(kind: KindUnderTest, credentials: Credentials = 'token') {
  return base.extend<{ api: KindClient }, { users: Users }>({
    users: [
      // Playwright reads the fixtures a function needs from its destructuring: none here.
      async ({}, provide) => {
        await provide(await createUsers(credentials));
      },
      { scope: 'worker' },
    ],
    api: async ({ request, users }, provide) => {
      await provide(new KindClient(kind, request, users));
    },
  });
}

export type KindTest = ReturnType<typeof kindTest>;

export async function expectError(
  response: APIResponse,
  status: number,
  code: string,
  params?: unknown,
) {
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  const body = JSON.parse(text);
  expect(body.code, text).toBe(code);
  expect(body.data.status).toBe(status);
  if (params !== undefined) expect(body.data.params).toEqual(params);
  return body;
}
