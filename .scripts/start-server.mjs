// Starts an instance of the build as a child process for the tests and benchmarks that run
// instances of their own (two instances, hosted mode, next start), each on a fresh data folder: on
// the production server (server/main.mjs, what `npm start` runs), on `next start`, or on Next's
// standalone server assembled as the Dockerfile assembles it (.scripts/standalone.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MANY_GUESTS } from './many-guests.mjs';
import { EASY_PROOF_OF_WORK } from './proof-of-work.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The arguments to Node that start each runtime on `port`. */
const RUNTIMES = {
  'production-server': () => [path.join(root, 'server', 'main.mjs')],
  'next-start': (port) => [
    path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
    'start',
    '--port',
    String(port),
  ],
  standalone: () => [path.join(root, '.scripts', 'standalone.mjs')],
};

/** Starts an instance with this environment on a fresh data folder; resolves when healthy. */
export async function startServer(port, env = {}, { runtime = 'production-server' } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `studio-instance-${port}-`));
  const child = spawn(process.execPath, RUNTIMES[runtime](port), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...MANY_GUESTS,
      ...EASY_PROOF_OF_WORK,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Sends a signal and resolves with the exit code; the data folder stays until stop().
  const signal = (name = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(name);
    return exited;
  };
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { stop, signal };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server on port ${port} did not become healthy`);
}
