import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: [
      'lib/**/*.test.ts',
      'components/**/*.test.ts',
      'scripts/**/*.test.{ts,mjs}',
      'messages/**/*.test.ts',
    ],
    environment: 'node',
  },
});
