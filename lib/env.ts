import { z } from 'zod';
import { parseAnswerCacheMegabytes } from './answer-cache-budget.mjs';

// docs/operations.md "Configuration": every variable is optional.
const envSchema = z
  .object({
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file:, postgresql:// or postgres://')
      .default('file:./data/calendar.db'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    CALENDAR_DEMO: z.enum(['on', 'off']).default('on'),
    CALENDAR_ADMIN_EMAIL: z.email().default('admin@example.com'),
    CALENDAR_ADMIN_PASSWORD: z.string().min(8).optional(),
    CALENDAR_TIMEZONE: z.string().default('UTC'),
    CALENDAR_ALLOW_PRIVATE_FETCH: z.enum(['on', 'off']).default('off'),
    /** How long GET /changes keeps a change (docs/sync.md); a consumer polls at least this often. */
    CALENDAR_CHANGES_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(30),
    /** MiB of finished answers each process keeps (docs/architecture.md "Answer cache"); 0 keeps none. */
    CALENDAR_ANSWER_CACHE_MB: z
      .string()
      .optional()
      .transform((text, context) => {
        const budget = parseAnswerCacheMegabytes(text);
        if (budget.error === undefined) return budget.megabytes;
        context.addIssue({ code: 'custom', message: budget.error });
        return z.NEVER;
      }),
    /**
     * How a node learns that the content changed (docs/architecture.md "Answer
     * cache"): `query` reads the stamp for each request; `notify` (PostgreSQL)
     * remembers it while the database notifies every change.
     */
    CALENDAR_STAMP_CHECK: z.enum(['query', 'notify']).default('query'),
  })
  .refine(
    (parsed) => parsed.CALENDAR_STAMP_CHECK === 'query' || !parsed.DATABASE_URL.startsWith('file:'),
    {
      path: ['CALENDAR_STAMP_CHECK'],
      message: 'notify needs PostgreSQL: SQLite reads its stamp in microseconds',
    },
  );

export type Env = z.output<typeof envSchema>;

function parseEnv(): Env {
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const env = parseEnv();

export const databaseProvider = env.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgresql';
