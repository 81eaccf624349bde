import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeStage } from '../../.scripts/standalone.mjs';

// The Dockerfile's runtime stage, as .scripts/standalone.mjs reads it to assemble the directory the
// `standalone` browser tests run against: what the image must hold by Next's output docs, and the
// way it runs. (No container engine runs here; the browser tests run what this stage copies.)
const dockerfile = readFileSync(path.resolve(import.meta.dirname, '../../Dockerfile'), 'utf8');

describe('the Dockerfile', () => {
  it('copies the standalone server, the browser files and public/ from the build stage', () => {
    const stage = runtimeStage(dockerfile);
    expect(stage.copies).toEqual([
      { source: '.next/standalone', destination: './' },
      { source: '.next/static', destination: './.next/static' },
      { source: 'public', destination: './public' },
    ]);
    expect(stage.command).toEqual(['node', 'server.js']);
    expect(stage.env).toMatchObject({
      NODE_ENV: 'production',
      HOSTNAME: '0.0.0.0',
      DATA_DIR: '/data',
    });
  });

  it('builds in its own stage, runs as a user without root, keeps data in a volume, checks health', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^VOLUME \/data$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(runtime).not.toMatch(/^RUN npm/m);
  });
});
