import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '@': root } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Opening a database takes seconds; long enough for PGlite on this 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // The tests' own secret, so no test opens the default database to make one; the running site
    // never reads this file (it makes its own secret: lib/auth/session-secret.ts).
    // Passwords are hashed at scrypt's lowest allowed cost (PASSWORD_HASH_COST, lib/env.ts): the same
    // code, an eighth of the CPU and memory per sign-in. The proof of work of anonymous writes is as
    // easy as it goes (PROOF_OF_WORK_MAX_NUMBER): the same checks, a few milliseconds to solve.
    env: {
      SESSION_SECRET: 'vitest-only-session-secret-0123456789abcdef',
      PASSWORD_HASH_COST: '14',
      PROOF_OF_WORK_MAX_NUMBER: '2',
    },
  },
});
