// Layers that only point down (issue #39): the check `npm run lint` runs (dependency-cruiser with
// .config/dependency-cruiser.cjs) fails on lib/ folders that import each other, on lib/ importing
// components/ and on the schemas importing components/, and passes on this repository.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, '.config/dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const trees: string[] = [];

/** Runs the check as `npm run lint` does, in `cwd`. */
function cruise(cwd: string) {
  const run = spawnSync(process.execPath, [depcruise, '--config', config, 'lib', 'schemas'], {
    cwd,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A throwaway source tree with the `@/` alias this project has; `files` maps paths to sources. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  trees.push(dir);
  const tsconfig = { compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } };
  const all = { 'tsconfig.json': JSON.stringify(tsconfig), 'schemas/index.ts': '', ...files };
  for (const [file, source] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

describe('the layering check', () => {
  it('fails on two lib/ folders that import each other, even by types only', () => {
    const { status, output } = cruise(
      tree({
        'lib/mail/index.ts': "import { kick } from '../jobs';\nexport const send = () => kick();\n",
        'lib/jobs/index.ts':
          "import type { send } from '../mail';\nexport const kick = (_?: typeof send) => 1;\n",
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/error lib-folder-cycle: lib\/(mail|jobs) →\s+lib\/(jobs|mail) →/);
  });

  it('fails on a cycle through other folders, and names the way round', () => {
    const { status, output } = cruise(
      tree({
        'lib/http/route.ts':
          "import { session } from '../auth/session';\nexport const route = session;\n",
        'lib/auth/session.ts':
          "import { audit } from '@/lib/audit/trail';\nexport const session = audit;\n",
        'lib/audit/trail.ts':
          "import { route } from '../http/route';\nexport const audit = () => route;\n",
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/lib-folder-cycle: lib\/\w+ →\s+lib\/\w+ →\s+lib\/\w+ →\s+lib\/\w+/);
  });

  it('lets the files of one folder import each other, and folders import the ones below', () => {
    const { status, output } = cruise(
      tree({
        'lib/content/service.ts': "import { store } from './store';\nexport const book = store;\n",
        'lib/content/store.ts':
          "import { db } from '../db';\nimport type { book } from './service';\nexport const store = (_?: typeof book) => db;\n",
        'lib/db/index.ts': 'export const db = 1;\n',
        'lib/env.ts': 'export const env = 1;\n',
        'lib/db/client.ts': "import { env } from '../env';\nexport const client = env;\n",
      }),
    );
    expect(output).not.toMatch(/error/);
    expect(status).toBe(0);
  });

  it('fails on two files of lib/booking importing each other, even for a type (issue #46)', () => {
    const { status, output } = cruise(
      tree({
        'lib/booking/service.ts': "import { store } from './store';\nexport const book = store;\n",
        'lib/booking/store.ts':
          "import type { book } from './service';\nexport const store = (_?: typeof book) => 1;\n",
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/booking-file-cycle: lib\/booking\/\w+\.ts/);
  });

  it('fails on lib/ importing components/, by a relative path or by the alias', () => {
    const { status, output } = cruise(
      tree({
        'components/sections/projections.ts': 'export const projections = "";\n',
        'lib/content/queries.ts':
          "import { projections } from '../../components/sections/projections';\nexport const q = projections;\n",
        'lib/seo/index.ts':
          "import { projections } from '@/components/sections/projections';\nexport const s = projections;\n",
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'lib-imports-components: lib/content/queries.ts → components/sections/projections.ts',
    );
    expect(output).toContain(
      'lib-imports-components: lib/seo/index.ts → components/sections/projections.ts',
    );
  });

  it("fails on lib/'s own files importing a lib/ folder, and on the schemas importing components/", () => {
    const { status, output } = cruise(
      tree({
        'lib/site.ts': "import { db } from './db';\nexport const site = db;\n",
        'lib/db/index.ts': 'export const db = 1;\n',
        'components/sections/registry.ts': 'export const registry = {};\n',
        'schemas/sections/index.ts':
          "import { registry } from '../../components/sections/registry';\nexport const types = registry;\n",
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('lib-root-file-imports-lib-folder: lib/site.ts → lib/db/index.ts');
    expect(output).toContain(
      'schemas-import-components: schemas/sections/index.ts → components/sections/registry.ts',
    );
  });

  it('passes on this repository', () => {
    const { status, output } = cruise(root);
    expect(output).not.toMatch(/error/);
    expect(status).toBe(0);
  });
});
