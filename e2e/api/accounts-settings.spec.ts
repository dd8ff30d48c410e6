// /api/settings (README "Users, tokens and settings"): the settings of
// docs/operations.md, read and changed by administrators, checked as the CLI checks them.
import { expect, test } from '@playwright/test';
import { expectApiError, SETTINGS } from '../fixtures/accounts';
import { runCli } from '../fixtures/cli';
import { db } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

// The write limit counts per token or session; the values set here stay far above what any one
// test user writes in a minute, so changing it disturbs no other test.
const KEY = 'rate_limit_writes_per_minute';
const storedValue = async () => (await db.setting.findUnique({ where: { key: KEY } }))?.value;

test.describe('/api/settings', () => {
  test('reads every setting, numbers as integers', async ({ request }) => {
    const response = await request.get(SETTINGS, { headers: users.administrator.headers });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      timezone: 'America/New_York',
      posts_per_page: expect.any(Number),
      default_language: 'en',
      rate_limit_writes_per_minute: expect.any(Number),
      rate_limit_reads_per_minute: expect.any(Number),
      rate_limit_signins_per_15_minutes: expect.any(Number),
      recurrence_horizon_days: 730,
    });
  });

  test('changes a setting, which the command line then reads', async ({ request }) => {
    // A CLI run is a Node start, slow on a loaded machine.
    test.slow();
    const { headers } = users.administrator;
    const before = (await (await request.get(SETTINGS, { headers })).json())[KEY];
    try {
      const changed = await request.patch(SETTINGS, { headers, data: { [KEY]: 777 } });
      expect(changed.status()).toBe(200);
      expect((await changed.json())[KEY]).toBe(777);
      expect(await storedValue()).toBe('777');
      expect(runCli('settings:get', '--key', KEY).lastLine).toBe(`${KEY}=777`);
    } finally {
      // Through the data layer (the server sees it from the next request): the
      // CLI run blocks this worker past the server's keep-alive timeout, and a
      // request on the reused socket then fails with ECONNRESET.
      const value = String(before);
      await db.setting.upsert({
        where: { key: KEY },
        create: { key: KEY, value },
        update: { value },
      });
    }
  });

  test('refuses bad values field by field and writes none of the request', async ({ request }) => {
    const { headers } = users.administrator;
    const response = await request.patch(SETTINGS, {
      headers,
      data: {
        [KEY]: 5,
        timezone: 'Mars/Olympus',
        posts_per_page: 0,
        default_language: 'xx',
        rate_limit_reads_per_minute: '12',
      },
    });
    const body = await expectApiError(response, 400, 'rest_invalid_param');
    expect(Object.keys(body.data.params).sort()).toEqual(
      ['default_language', 'posts_per_page', 'rate_limit_reads_per_minute', 'timezone'].sort(),
    );
    expect(body.data.details.timezone.code).toBe('invalid_value');
    expect(body.data.details.posts_per_page.code).toBe('too_small');
    // The valid 5 is not stored either. (Whether the value is unchanged cannot be
    // checked: tests running beside this one change it.)
    expect(await storedValue()).not.toBe('5');
  });

  test('refuses a pale accent, a colour it cannot read, a logo that is not an image and a long name', async ({
    request,
  }) => {
    const { headers } = users.administrator;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ accent_color: '#ffd700' }, 'accent_color', 'accent_low_contrast'],
      [{ accent_color: 'blue' }, 'accent_color', 'invalid_color'],
      [{ site_name: 'x'.repeat(101) }, 'site_name', 'too_big'],
      [{ site_logo: -3 }, 'site_logo', 'too_small'],
    ];
    for (const [data, field, code] of cases) {
      const body = await expectApiError(
        await request.patch(SETTINGS, { headers, data: { site_name: 'Never stored', ...data } }),
        400,
        'rest_invalid_param',
      );
      expect(body.data.details[field].code, JSON.stringify(data)).toBe(code);
    }
    // An id that is not an image: an event's (ids are shared) and one never given.
    const event = await db.event.findFirst({ select: { id: true } });
    for (const id of [event?.id ?? 1, 2_000_000_000]) {
      const body = await expectApiError(
        await request.patch(SETTINGS, {
          headers,
          data: { site_name: 'Never stored', site_logo: id },
        }),
        400,
        'rest_invalid_param',
      );
      expect(body.data.details.site_logo.code).toBe('logo_not_an_image');
    }
    // None of the requests wrote its valid name.
    const after = (await (await request.get(SETTINGS, { headers })).json()).site_name;
    expect(after).not.toBe('Never stored');
    // Nor did the database: the answer is not a copy that could differ from what is stored.
    const stored = await db.setting.findUnique({ where: { key: 'site_name' } });
    expect(stored?.value ?? '').not.toBe('Never stored');
  });
});
