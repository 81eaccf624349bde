import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionRegistry, sectionProjectionsModule } from '@/components/sections/registry';
import { schemaTypes } from '@/schemas';

const root = path.resolve(import.meta.dirname, '../..');

describe('the section registry', () => {
  it('is what the page query projects: lib/content/section-projections.ts is written from it (npm run typegen)', () => {
    const written = readFileSync(path.join(root, 'lib/content/section-projections.ts'), 'utf8');
    expect(written).toBe(sectionProjectionsModule());
  });

  it('gives the Studio every block, under the name the registry files it by', () => {
    for (const [type, entry] of Object.entries(sectionRegistry)) {
      expect(entry.schema.name).toBe(type);
      expect(schemaTypes).toContain(entry.schema);
    }
    const page = schemaTypes.find((schema) => schema.name === 'page') as {
      fields: { name: string; of?: { type: string }[] }[];
    };
    const blocks = page.fields.find((field) => field.name === 'sections')?.of?.map((m) => m.type);
    expect(blocks).toEqual(Object.keys(sectionRegistry));
  });

  it('loads a component for every block', async () => {
    for (const entry of Object.values(sectionRegistry)) {
      expect(typeof (await entry.load())).toBe('function');
    }
  });
});
