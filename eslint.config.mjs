import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.next-bench/**',
      'node_modules/**',
      'lib/generated/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  {
    // Public pages are rendered to static HTML by react-dom/server in their
    // route handlers (lib/public/render.ts), not by Next.js: its rules for
    // pages it renders (next/link, next/head, next/image, next/script) do not apply.
    files: ['components/public/**/*.tsx', 'lib/public/**/*.tsx'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      '@next/next/no-head-element': 'off',
      '@next/next/no-img-element': 'off',
      '@next/next/no-sync-scripts': 'off',
    },
  },
];

export default config;
