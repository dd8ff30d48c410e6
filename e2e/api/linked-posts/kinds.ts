// Venues and organizers answer alike (rest-behaviour §1.3-§1.4, §2, §3.2,
// §4.3-§4.4, §5, §6), so the behaviour they share is tested once per kind by
// the functions in this folder; venues.spec.ts and organizers.spec.ts run them
// and add what is particular to each kind.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Role } from '../../../lib/auth/roles';
import { db, unique } from '../../fixtures/db';
import { createUsers, type TestUser } from '../../fixtures/users';

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

export interface KindUnderTest {
  /** `venue` or `organizer`: also the name parameter and the name key of the representation. */
  model: 'venue' | 'organizer';
  collection: 'venues' | 'organizers';
  stored(id: number): Promise<StoredItem | null>;
  countNamed(name: string): Promise<number>;
  /** Changes a row behind the API's back, for states no request can make. */
  setStored(id: number, data: { dateUtc?: string }): Promise<void>;
  linkToEvent(itemId: number, eventId: number): Promise<void>;
  isLinkedToEvent(itemId: number, eventId: number): Promise<boolean>;
}

export const venueKind: KindUnderTest = {
  model: 'venue',
  collection: 'venues',
  stored: (id) => db.venue.findUnique({ where: { id } }),
  countNamed: (name) => db.venue.count({ where: { name } }),
  setStored: async (id, data) => {
    await db.venue.update({ where: { id }, data });
  },
  linkToEvent: async (venueId, eventId) => {
    await db.event.update({ where: { id: eventId }, data: { venueId } });
  },
  isLinkedToEvent: async (venueId, eventId) =>
    (await db.event.findUniqueOrThrow({ where: { id: eventId } })).venueId === venueId,
};

export const organizerKind: KindUnderTest = {
  model: 'organizer',
  collection: 'organizers',
  stored: (id) => db.organizer.findUnique({ where: { id } }),
  countNamed: (name) => db.organizer.count({ where: { name } }),
  setStored: async (id, data) => {
    await db.organizer.update({ where: { id }, data });
  },
  linkToEvent: async (organizerId, eventId) => {
    await db.eventOrganizer.create({ data: { eventId, organizerId, position: 0 } });
  },
  isLinkedToEvent: async (organizerId, eventId) =>
    (await db.eventOrganizer.count({ where: { organizerId, eventId } })) > 0,
};

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

export type ClientFactory = (request: APIRequestContext) => KindClient;

/** A fresh set of users per test file and worker, and a client factory for the tests. */
export function kindClientFactory(kind: KindUnderTest): ClientFactory {
  let users: Users;
  test.beforeAll(async () => {
    users = await createUsers();
  });
  return (request: APIRequestContext) => new KindClient(kind, request, users);
}

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
