import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateDocument, type ValidationClient } from '@sanity/validation';
import { evaluate, parse } from 'groq-js';
import { createSchema, type SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '@/schemas';

const root = path.resolve(import.meta.dirname, '../..');
const seed = readFileSync(path.join(root, 'content/production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as SanityDocument);
const schema = createSchema({ name: 'default', types: schemaTypes });
const ids = new Set(seed.map((doc) => doc._id));

// The validators' queries (slug uniqueness, custom rules) answered by GROQ over the seed itself.
const seedClient = {
  fetch: async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: seed, params })).get(),
  withConfig: () => seedClient,
  getDataUrl: () => {
    throw new Error('no data URL for the seed');
  },
  observable: {
    fetch: () => {
      throw new Error('no observable client for the seed');
    },
    request: () => {
      throw new Error('no observable client for the seed');
    },
  },
} as unknown as ValidationClient;

describe('the seed dataset', () => {
  it('compiles as a schema without errors', () => {
    const errors = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error'),
    );
    expect(errors).toEqual([]);
  });

  it('has only documents whose type the content model knows (besides assets)', () => {
    for (const doc of seed) {
      if (doc._type.startsWith('sanity.')) continue;
      expect(schema.get(doc._type), doc._id).toBeTruthy();
    }
  });

  it('passes every validation rule of the content model without even a warning (slugs unique, references resolve)', async () => {
    const failures: string[] = [];
    for (const document of seed.filter((doc) => !doc._type.startsWith('sanity.'))) {
      const result = await validateDocument({
        document,
        schema,
        client: seedClient,
        getDocumentExists: async ({ id }) => ids.has(id),
      });
      for (const marker of result.markers.filter((entry) => entry.level !== 'info')) {
        failures.push(`${document._id} ${JSON.stringify(marker.path)}: ${marker.message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('catches a broken document: a studio without its four features and a negative rate', async () => {
    const studio = seed.find((doc) => doc._type === 'studio')!;
    const result = await validateDocument({
      document: { ...studio, features: ['Only one'], hourlyRate: -5 },
      schema,
      client: seedClient,
      getDocumentExists: async ({ id }) => ids.has(id),
    });
    const paths = result.markers
      .filter((marker) => marker.level === 'error')
      .map((marker) => marker.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['features', 'hourlyRate']));
  });

  it('refuses a second page with a slug already in use', async () => {
    const about = seed.find((doc) => doc._id === 'page-about')!;
    const result = await validateDocument({
      document: { ...about, _id: 'page-about-copy' },
      schema,
      client: seedClient,
      getDocumentExists: async ({ id }) => ids.has(id),
    });
    expect(result.markers.map((marker) => marker.code)).toContain('slug.not-unique');
  });
});
