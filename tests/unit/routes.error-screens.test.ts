import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const app = path.resolve(import.meta.dirname, '../../app');

describe('error screens', () => {
  it('every top-level route group with a layout or pages has its own error boundary', () => {
    const groups = readdirSync(app, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'api')
      .map((entry) => entry.name);
    const missing = groups.filter((group) => !existsSync(path.join(app, group, 'error.tsx')));
    expect(missing).toEqual([]);
  });
});
