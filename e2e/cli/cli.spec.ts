import { expect, test } from '@playwright/test';
import { hashToken } from '../../lib/auth/tokens';
import { runCli, runCliWith } from '../fixtures/cli';
import { db, unique } from '../fixtures/db';
import { createUser } from '../fixtures/users';

test.afterAll(async () => {
  await db.$disconnect();
});

test.describe('command line (docs/operations.md)', () => {
  test('users:create prints the new id and stores the user with a hashed password', async () => {
    const email = `${unique('editor')}@example.org`;
    const result = runCli(
      'users:create',
      '--email',
      email,
      '--role',
      'editor',
      '--name',
      'Eve',
      '--password',
      'correct-horse',
    );
    expect(result.status).toBe(0);
    expect(result.lastLine).toMatch(/^\d+$/);
    const user = await db.user.findUniqueOrThrow({ where: { id: Number(result.lastLine) } });
    expect(user).toMatchObject({ email, role: 'editor', name: 'Eve' });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain('correct-horse');
  });

  test('users:create refuses bad input as the API does, and a taken e-mail, with a non-zero exit', async () => {
    // Four CLI runs, each a Node start.
    test.slow();
    const email = `${unique('author')}@example.org`;
    const badInput = runCli(
      'users:create',
      '--email',
      email,
      '--role',
      'overlord',
      '--password',
      'short',
    );
    expect(badInput.status).not.toBe(0);
    // Every refused field at once, with the zod code the API's answer gives it.
    expect(badInput.stderr).toContain('--role: Invalid option: expected one of');
    expect(badInput.stderr).toContain('(invalid_value)');
    expect(badInput.stderr).toContain('--password: password_too_short (too_small)');
    expect(await db.user.count({ where: { email } })).toBe(0);
    const badEmail = runCli('users:create', '--email', 'not-an-address', '--role', 'author');
    expect(badEmail.status).not.toBe(0);
    expect(badEmail.stderr).toContain('--email: Invalid email address (invalid_format)');

    expect(runCli('users:create', '--email', email, '--role', 'author').status).toBe(0);
    const again = runCli('users:create', '--email', email, '--role', 'author');
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain('exists');
  });

  test('tokens:create prints a token stored only as its hash, and tokens:revoke revokes it once', async () => {
    const email = `${unique('robot')}@example.org`;
    expect(runCli('users:create', '--email', email, '--role', 'author').status).toBe(0);
    const created = runCli('tokens:create', '--email', email, '--name', 'feed');
    expect(created.status).toBe(0);
    const token = created.lastLine;
    expect(token).toMatch(/^cal_[A-Za-z0-9_-]{20,}$/);
    const stored = await db.apiToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(stored).toMatchObject({ name: 'feed', revokedAt: null });

    const revoked = runCli('tokens:revoke', '--token', token);
    expect(revoked.status).toBe(0);
    expect(revoked.lastLine).toBe('revoked');
    expect(
      (await db.apiToken.findUniqueOrThrow({ where: { id: stored.id } })).revokedAt,
    ).not.toBeNull();
    expect(runCli('tokens:revoke', '--token', token).status).not.toBe(0);
  });

  test('settings:set stores a canonical value that settings:get reads back', async () => {
    const set = runCli('settings:set', '--key', 'rate_limit_reads_per_minute', '--value', '7000');
    expect(set.status).toBe(0);
    expect(set.lastLine).toBe('rate_limit_reads_per_minute=7000');
    expect(runCli('settings:get', '--key', 'rate_limit_reads_per_minute').lastLine).toBe(
      'rate_limit_reads_per_minute=7000',
    );
  });

  test('settings:set refuses an unknown key and an invalid value', async () => {
    expect(runCli('settings:set', '--key', 'colour', '--value', 'red').status).not.toBe(0);
    const badZone = runCli('settings:set', '--key', 'timezone', '--value', 'Mars/Olympus');
    expect(badZone.status).not.toBe(0);
    expect(badZone.stderr).toContain('IANA');
    expect(runCli('settings:get', '--key', 'timezone').lastLine).toBe('timezone=America/New_York');
  });

  test('CALENDAR_STAMP_CHECK=notify is taken on PostgreSQL and refused on SQLite, saying why', async () => {
    const result = runCliWith(
      { ...process.env, CALENDAR_STAMP_CHECK: 'notify' },
      'settings:get',
      '--key',
      'timezone',
    );
    if (process.env.DATABASE_URL?.startsWith('postgres')) {
      expect(result.status, result.stderr).toBe(0);
    } else {
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(
        'CALENDAR_STAMP_CHECK: notify needs PostgreSQL: SQLite reads its stamp in microseconds',
      );
    }
  });

  test('an unknown command prints the usage and exits 2', async () => {
    const result = runCli('frobnicate');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run cli --');
  });
});

test.describe('users:disable and users:enable', () => {
  test('disable ends sessions and refuses the token; enable restores it', async ({ request }) => {
    // Three CLI runs, each a Node start.
    test.slow();
    const user = await createUser('author');
    await db.session.create({
      data: {
        id: hashToken(unique('cli-session')),
        userId: user.id,
        csrfToken: 'x',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const disabled = runCli('users:disable', '--email', user.email);
    expect(disabled.lastLine).toBe('disabled');
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    const read = () => request.get('/calendar/events/v1/venues', { headers: user.headers });
    expect((await read()).status()).toBe(401);
    expect(runCli('users:enable', '--email', user.email).lastLine).toBe('enabled');
    expect((await read()).status()).toBe(200);
    const unknown = runCli('users:disable', '--email', 'nobody@example.org');
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain('no user with e-mail');
  });
});
