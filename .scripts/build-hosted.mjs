// `npm run build:hosted`: the production build in hosted mode (NEXT_DIST_DIR=.next-hosted), its
// pages reading a hosted project played by an instance of the default build (run
// `npm run build` first). tests/e2e/hosted-mode.spec.ts serves it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hostedSiteEnv, startHostedProject } from './hosted-project.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.error('The hosted project runs the default build: run `npm run build` first.');
  process.exit(1);
}
const project = await startHostedProject();
let status = 1;
try {
  // Not spawnSync: the project's HTTPS front answers from this process while the build runs.
  const build = spawn('next', ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...hostedSiteEnv() },
  });
  status = await new Promise((resolve) => build.once('exit', (code) => resolve(code ?? 1)));
} finally {
  await project.stop();
}
process.exit(status);
