// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'Type check'],
  ['lint', 'Lint'],
  ['dupes', 'Duplication check (jscpd)'],
  ['audit', 'Dependency advisories (npm audit, production, high and above)'],
  ['test:unit', 'Unit and integration tests (vitest)'],
  ['build', 'Production build'],
  ['build:hosted', 'Production build in hosted mode (for tests/e2e/hosted-mode.spec.ts)'],
  ['test:crash', 'Crash safety (SIGKILL under load, PGlite and PostgreSQL)'],
  [
    'test:scale',
    'Scale-out (three instances, Redis, HAProxy: publish, rolling restart, Redis outage)',
  ],
  ['build-storybook', 'Storybook build'],
  ['test:e2e', 'End-to-end and story tests (Playwright, Chromium)'],
];

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  // The build under test carries the test-only pages (next.config.ts, tests/e2e/csp-injection.spec.ts).
  STUDIO_TEST_PROBES: '1',
};
const timings = [];
for (const [script, title] of steps) {
  console.log(`\n=== ${title}: npm run ${script}`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env });
  timings.push(`${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (npm run ${script}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✓ All checks passed.\n  ${timings.join('\n  ')}`);
