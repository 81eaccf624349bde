import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT, envExample } from '@/lib/env';

const root = path.resolve(import.meta.dirname, '../..');
// Where the product, its scripts and its tests read the environment.
const SOURCES = [
  'app',
  'lib',
  'components',
  'server',
  '.scripts',
  '.config',
  'tests',
  'sanity.config.ts',
  'next.config.ts',
  'proxy.ts',
];
// The runtime's own variables, never ours to document.
const PLATFORM = new Set(['NODE_ENV']);

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return /\.(ts|tsx|mjs)$/.test(full) ? [full] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

/** Every NAME the code reads as process.env.NAME (or env.NAME of an env passed in), or as a key of an env schema (`NAME: z.…`). */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of SOURCES.flatMap(sourceFiles).filter((file) => file !== import.meta.filename)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
    if (/\.parse\((process\.)?env\)/.test(text)) {
      for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]+): (?:z\b|optional\()/gm)) {
        names.add(match[1]!);
      }
    }
  }
  for (const name of PLATFORM) names.delete(name);
  return names;
}

const documented = ENVIRONMENT.flatMap((group) => group.variables.map((variable) => variable.name));

describe('the environment', () => {
  it('documents every variable the code reads', () => {
    const missing = [...variablesRead()].filter((name) => !documented.includes(name));
    expect(missing).toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    const read = variablesRead();
    expect(documented.filter((name) => !read.has(name))).toEqual([]);
  });

  it('is what .env.example says (npm run env:example writes it)', () => {
    expect(readFileSync(path.join(root, '.env.example'), 'utf8')).toBe(envExample());
  });
});
