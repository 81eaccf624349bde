// Image transforms cost bounded work: the output is held to a pixel budget after `dpr` (clamped,
// as Sanity's image API does), and only a few run at once (then 503).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lakeWithImage } from '../fixtures/lake-image';

// The budget of lib/lake/api/image-params.ts, written out so that this file states it.
const MAX_OUTPUT_SIDE = 4096;
const MAX_OUTPUT_PIXELS = 16_000_000;

const image = lakeWithImage();

async function sizeOf(response: Response) {
  expect(response.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: width!, height: height! };
}

describe('the image pixel budget', () => {
  it('clamps w=8192&dpr=3 to the budget, keeping the proportions', async () => {
    const { width, height } = await sizeOf(await fetch(`${image.url()}?w=8192&dpr=3&fm=webp&q=1`));
    expect(width).toBe(MAX_OUTPUT_SIDE);
    expect(height).toBe(Math.round((MAX_OUTPUT_SIDE * 300) / 400));
  });

  it('holds a square crop to the total pixel budget', async () => {
    const { width, height } = await sizeOf(
      await fetch(`${image.url()}?w=9000&h=9000&fit=crop&fm=webp&q=1`),
    );
    expect(width).toBe(height);
    expect(width).toBeLessThanOrEqual(MAX_OUTPUT_SIDE);
    expect(width * height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
  });

  it('leaves ordinary sizes as asked', async () => {
    expect(await sizeOf(await fetch(`${image.url()}?w=200&dpr=2`))).toEqual({
      width: 400,
      height: 300,
    });
    expect(await sizeOf(await fetch(`${image.url()}?w=100&h=100&fit=crop`))).toEqual({
      width: 100,
      height: 100,
    });
  });

  it('refuses parameters of the wrong kind with 400, never 500', async () => {
    for (const query of ['w=-1', 'w=abc', 'fit=bogus', 'rect=1,2', 'bg=url(x)', 'fm=exe']) {
      const response = await fetch(`${image.url()}?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400 });
    }
  });
});

describe('transform concurrency', () => {
  it('refuses transforms past the queue with 503 and Retry-After', async () => {
    // Twenty different transforms at once (different q, so no cache or sharing helps), each taking
    // a few hundred ms: one or two run, 8 wait, the rest are refused at once.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${image.url()}?w=1200&h=1200&fit=crop&q=${50 + i}`),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(8);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const refused = responses.find((response) => response.status === 503)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { type: 'serviceUnavailable' } });
  });
});
