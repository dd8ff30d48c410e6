import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Tests run server modules in plain Node; `server-only` guards the app's bundles.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'lib/**/*.test.ts',
            'components/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
            'bench/**/*.test.mjs',
            'messages/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.db.test.ts'],
          // The first test of a file pays for its imports (time-zone data, the
          // OpenAPI validator): seconds on a loaded two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        // Against a real database (scripts/vitest/): the SQLite or PostgreSQL
        // DATABASE_URL names, in a fresh database of its own.
        extends: true,
        test: {
          name: 'db',
          include: ['lib/**/*.db.test.ts', 'bench/**/*.db.test.ts'],
          globalSetup: ['scripts/vitest/global-database.mjs'],
          setupFiles: ['scripts/vitest/database.ts'],
          // One database for the run: a file's writes must not land in another's counts.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
