import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import storybook from 'eslint-plugin-storybook';

// App code reaches the production server (server/) only through its contract module.
const serverThroughContract = {
  group: ['@/server/*', '!@/server/contract.mjs', '**/server/*', '!**/server/contract.mjs'],
  message: 'App code reaches the production server only through server/contract.mjs.',
};

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      // The bare page bench:pages builds beside the project.
      '.bench/*/.next/**',
      '.data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/content/sanity.types.ts',
    ],
  },
  ...nextVitals,
  ...nextTs,
  ...storybook.configs['flat/recommended'],
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'schemas/**/*.ts', 'proxy.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverThroughContract] }] },
  },
  {
    // lib/ is domain and server code: it never imports React (DESIGN.md §3). Imports of components/
    // by any path, and cycles between lib/ folders, are refused by .config/dependency-cruiser.cjs
    // (the second half of `npm run lint`).
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'],
          patterns: [{ group: ['@/components/*'] }, serverThroughContract],
        },
      ],
    },
  },
];

export default config;
