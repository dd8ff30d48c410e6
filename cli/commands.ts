import { userCreateSchema } from '../lib/accounts/schema';
import { createUser, updateUser } from '../lib/accounts/users';
import { generatePassword } from '../lib/auth/password';
import { createApiToken, revokeApiToken } from '../lib/auth/tokens';
import { prepareDatabase } from '../lib/bootstrap/prepare';
import { db } from '../lib/db';
import { env } from '../lib/env';
import { parseInput } from '../lib/params/parse-input';
import { isSettingKey, getSettings, setSetting } from '../lib/settings/settings';
import { validateSetting } from '../lib/settings/validate';
import { migrate } from '../scripts/lib/migrate.mjs';
import { backupDatabase, restoreDatabase } from './sqlite-backup';

type Options = Record<string, { type: 'string' }>;
interface Command {
  options: Options;
  run(values: Record<string, string | undefined>): Promise<string>;
}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

async function userByEmail(email: string) {
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() } });
  if (!user) throw new Error(`no user with e-mail ${email}`);
  return user;
}

export const commands: Record<string, Command> = {
  'db:prepare': {
    options: {},
    async run() {
      const log = (line: string) => console.log(line);
      const applied = await migrate(env.DATABASE_URL, log);
      if (applied.length === 0) log('database: migrations up to date');
      await prepareDatabase(log);
      return 'database ready';
    },
  },
  'users:create': {
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
    async run(values) {
      const password = values.password ?? generatePassword();
      const user = await createUser(parseInput(userCreateSchema, { ...values, password }));
      if (!values.password) console.log(`password (shown once): ${password}`);
      return String(user.id);
    },
  },
  'users:disable': {
    options: { email: { type: 'string' } },
    async run(values) {
      const user = await userByEmail(required(values, 'email'));
      await updateUser(user.id, { disabled: true });
      return 'disabled';
    },
  },
  'users:enable': {
    options: { email: { type: 'string' } },
    async run(values) {
      const user = await userByEmail(required(values, 'email'));
      await updateUser(user.id, { disabled: false });
      return 'enabled';
    },
  },
  'tokens:create': {
    options: { email: { type: 'string' }, name: { type: 'string' } },
    async run(values) {
      const user = await userByEmail(required(values, 'email'));
      return createApiToken(user.id, values.name ?? '');
    },
  },
  'tokens:revoke': {
    options: { token: { type: 'string' } },
    async run(values) {
      if (!(await revokeApiToken(required(values, 'token'))))
        throw new Error('unknown or already revoked token');
      return 'revoked';
    },
  },
  'settings:set': {
    options: { key: { type: 'string' }, value: { type: 'string' } },
    async run(values) {
      const key = required(values, 'key');
      if (!isSettingKey(key)) throw new Error(`unknown setting ${key}`);
      const value = validateSetting(key, values.value ?? '');
      await setSetting(key, value);
      return `${key}=${value}`;
    },
  },
  'settings:get': {
    options: { key: { type: 'string' } },
    async run(values) {
      const key = required(values, 'key');
      if (!isSettingKey(key)) throw new Error(`unknown setting ${key}`);
      return `${key}=${(await getSettings())[key]}`;
    },
  },
  backup: {
    options: { file: { type: 'string' } },
    async run(values) {
      return `backed up to ${await backupDatabase(required(values, 'file'))}`;
    },
  },
  restore: {
    options: { file: { type: 'string' } },
    async run(values) {
      return `restored from ${await restoreDatabase(required(values, 'file'))}`;
    },
  },
};
