// `npm start`: builds when the sources changed since the last build, then serves the product.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startHttpsFront } from './https-front.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
// The Studio needs HTTP/2 (see server/https-front.mjs); HTTPS_PORT=0 turns the front off.
const httpsPort = Number(process.env.HTTPS_PORT ?? 3443);
const buildId = path.join(root, '.next', 'BUILD_ID');
const sources = [
  'app',
  'components',
  'lib',
  'schemas',
  'content',
  'public',
  'package.json',
  'next.config.ts',
  'sanity.config.ts',
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (changedAt > builtAt) {
  console.log('Building the site (first start or sources changed)...');
  const build = spawnSync('next', ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The front and the server share a secret, so the server believes the front's X-Forwarded-For.
const frontSecret = randomBytes(32).toString('hex');
const server = spawn(process.execPath, [path.join(root, 'server', 'main.mjs')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    STUDIO_FRONT_SECRET: frontSecret,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
server.stdout.pipe(process.stdout);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

// Open the database (and apply migrations) before telling anyone to visit.
const origin = `http://localhost:${port}`;
for (let attempt = 0; attempt < 120; attempt += 1) {
  try {
    const response = await fetch(`${origin}/api/health`);
    if (response.ok) {
      const { database } = await response.json();
      console.log(`\n  The studio site is ready: open ${origin}  (database: ${database})\n`);
      if (httpsPort > 0) {
        await startHttpsFront({
          port: httpsPort,
          upstream: `http://127.0.0.1:${port}`,
          certDir: path.resolve(root, process.env.DATA_DIR ?? '.data', 'tls'),
          secret: frontSecret,
        });
        console.log(
          `  Content Studio (HTTP/2): https://localhost:${httpsPort}/admin/cms  (self-signed certificate: accept it once)\n`,
        );
      }
      if (!process.env.ADMIN_EMAIL) {
        console.log('  Local admin (local only): admin@studio.local / studio-admin-local\n');
      }
      break;
    }
  } catch {
    // Not listening yet.
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
