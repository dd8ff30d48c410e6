// The fuzz suite's own site: a fresh database that no other test writes to,
// so that a fingerprint of it taken before and after a request tells whether
// the request wrote anything, and rate limits that the fuzzer cannot meet.
import { expect, request as newRequest, type APIRequestContext } from '@playwright/test';
import type { OpenAPIV3 } from 'openapi-types';
import { unique } from '../../fixtures/db';
import { openFingerprinter, type Fingerprinter } from '../../fixtures/fingerprint';
import { startIsolatedSite, type IsolatedSite } from '../../fixtures/isolated-site';

export const API = '/calendar/events/v1';

export const COLLECTIONS = ['events', 'venues', 'organizers', 'categories', 'tags'] as const;
export type Collection = (typeof COLLECTIONS)[number];
/** Events, venues and organizers are posts: by-slug routes and excerpts (docs/api.md §6). */
export const isPost = (collection: Collection) =>
  collection === 'events' || collection === 'venues' || collection === 'organizers';

export interface Seeded {
  id: number;
  slug: string;
}

export interface FuzzSite {
  base: string;
  adminToken: string;
  fingerprint: Fingerprinter;
  openApi: OpenAPIV3.Document;
  /** One item of each collection, made by the administrator before the fuzzing. */
  items: Record<Collection, Seeded>;
  /** New items of each collection, for a property that must not meet what another one deleted. */
  createItems: () => Promise<Record<Collection, Seeded>>;
  close: () => Promise<void>;
}

/** The least a create needs (§4), with a unique name so that it never meets `term_exists`. */
export function requiredFields(collection: Collection): Record<string, string> {
  switch (collection) {
    case 'events':
      return {
        title: unique('Fuzz'),
        start_date: '2030-01-01 10:00',
        end_date: '2030-01-01 12:00',
      };
    case 'venues':
      return { venue: unique('Fuzz venue') };
    case 'organizers':
      return { organizer: unique('Fuzz organizer') };
    default:
      return { name: unique(`fuzz ${collection}`) };
  }
}

// The fuzzer reads and writes far faster than any client; it is not what the limits are about.
const UNLIMITED = {
  rate_limit_reads_per_minute: 100_000_000,
  rate_limit_writes_per_minute: 100_000_000,
};

/**
 * An administrator's token on a site whose limits are lifted. Over HTTP as the
 * first administrator when the test run set its password (each command-line
 * call costs seconds of start-up, paid again whenever a failure restarts the
 * worker), else through the command line.
 */
async function administratorToken(isolated: IsolatedSite, base: string): Promise<string> {
  const { CALENDAR_ADMIN_EMAIL: email, CALENDAR_ADMIN_PASSWORD: password } = process.env;
  if (email && password) {
    const context = await newRequest.newContext({ baseURL: base });
    try {
      const signedIn = await context.post('/api/session', { data: { email, password } });
      expect(signedIn.status(), 'the first administrator signs in').toBe(200);
      const { user, nonce } = await signedIn.json();
      const headers = { 'X-WP-Nonce': nonce };
      const settings = await context.patch('/api/settings', { headers, data: UNLIMITED });
      expect(settings.status(), 'the rate limits are lifted').toBe(200);
      const token = await context.post('/api/tokens', {
        headers,
        data: { user: user.id, name: 'fuzz' },
      });
      expect(token.status(), 'a token is made').toBe(201);
      return (await token.json()).token;
    } finally {
      await context.dispose();
    }
  }
  const newEmail = `${unique('fuzz')}@example.org`;
  isolated.cli('users:create', '--email', newEmail, '--role', 'administrator');
  for (const [key, value] of Object.entries(UNLIMITED))
    isolated.cli('settings:set', '--key', key, '--value', String(value));
  return isolated.cli('tokens:create', '--email', newEmail).lastLine;
}

export async function startFuzzSite(request: APIRequestContext): Promise<FuzzSite> {
  const isolated: IsolatedSite = await startIsolatedSite(1);
  const base = isolated.nodes[0]!.baseUrl;
  const adminToken = await administratorToken(isolated, base);
  const createItems = async () => {
    const items = {} as Record<Collection, Seeded>;
    for (const collection of COLLECTIONS) {
      // fetch, not the hook's request context, which is gone once the hook is.
      const response = await fetch(`${base}${API}/${collection}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(requiredFields(collection)),
      });
      expect(response.status, `seeding ${collection}`).toBe(201);
      const { id, slug } = await response.json();
      items[collection] = { id, slug };
    }
    return items;
  };
  const items = await createItems();
  const openApi = await (await request.get(`${base}${API}/doc`)).json();
  const fingerprint = await openFingerprinter(isolated.databaseUrl);
  return {
    base,
    adminToken,
    fingerprint,
    openApi,
    items,
    createItems,
    close: async () => {
      await fingerprint.close();
      await isolated.close();
    },
  };
}
