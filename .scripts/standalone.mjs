// Next's standalone server, assembled and started as the Dockerfile's runtime stage would: the
// `COPY --from=build` lines of its last stage copied from this checkout's build into an empty
// directory, then its CMD run there with its ENV (and the caller's environment on top, for ports
// and test settings). No container engine runs in CI, so this is how the image's contents are
// tested: `npm test` runs browser specs against it (project `standalone` in
// .config/playwright.config.ts). `node .scripts/standalone.mjs` after `npm run build`.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** The runtime stage of a Dockerfile: its copies from the build stage, its ENV and its CMD. */
export function runtimeStage(dockerfile) {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stageStart = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const stage = lines.slice(stageStart);
  const workdir = stage.find((line) => /^WORKDIR\s/i.test(line))?.split(/\s+/)[1] ?? '/';
  const copies = [];
  const env = {};
  let command = null;
  for (const line of stage) {
    const [instruction, ...words] = line.split(/\s+/);
    if (/^COPY$/i.test(instruction)) {
      const from = words.find((word) => word.startsWith('--from='));
      const paths = words.filter((word) => !word.startsWith('--'));
      if (!from || paths.length !== 2) throw new Error(`Dockerfile: unexpected COPY: ${line}`);
      const [source, destination] = paths;
      if (!source.startsWith(`${workdir}/`))
        throw new Error(`Dockerfile: COPY from outside ${workdir}: ${line}`);
      copies.push({ source: source.slice(workdir.length + 1), destination });
    } else if (/^ENV$/i.test(instruction)) {
      for (const pair of words) {
        const [name, ...value] = pair.split('=');
        env[name] = value.join('=');
      }
    } else if (/^CMD$/i.test(instruction)) {
      command = JSON.parse(words.join(' '));
    }
  }
  if (!command) throw new Error('Dockerfile: the runtime stage has no CMD in JSON form');
  return { copies, env, command };
}

/** Copies what the Dockerfile's runtime stage copies from this checkout's build into `target`. */
export function assembleStandalone(
  target,
  dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8'),
) {
  const stage = runtimeStage(dockerfile);
  for (const { source, destination } of stage.copies) {
    const from = path.join(root, source);
    if (!existsSync(from)) throw new Error(`${source} is missing: run npm run build first`);
    cpSync(from, path.join(target, destination), { recursive: true });
  }
  return stage;
}

/** Assembles into a fresh directory and runs the Dockerfile's CMD there; returns the child. */
export function startStandalone(env = process.env) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'studio-standalone-'));
  const stage = assembleStandalone(directory);
  const [program, ...args] = stage.command;
  // The image's `node` is Node 24, as this process is.
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: directory,
    env: { ...stage.env, ...env },
    stdio: 'inherit',
  });
  const cleanUp = () => rmSync(directory, { recursive: true, force: true });
  child.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => child.kill(signal));
  }
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The caller's settings win, but not a shell's HOSTNAME (this machine's name): the image's
  // HOSTNAME is the address the server listens on.
  const { HOSTNAME: _machineName, ...env } = process.env;
  startStandalone(env);
}
