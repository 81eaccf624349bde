// The cache of transformed images is bounded in bytes, not only in entries: a few large
// transforms cannot grow the server's memory without limit.
import { describe, expect, it } from 'vitest';
import { imageCacheUsage } from '@/lib/lake/api/assets';
import { ByteBoundedCache } from '@/lib/lake/api/byte-cache';
import { lakeWithImage } from '../fixtures/lake-image';

const image = lakeWithImage();

describe('the transform cache', () => {
  it('stays under its byte bound however many transforms it sees', async () => {
    for (let i = 0; i < 16; i += 1) {
      await fetch(`${image.url()}?w=1400&h=1400&fit=crop&fm=png&q=${i + 1}`);
      const usage = imageCacheUsage();
      expect(usage.bytes).toBeLessThanOrEqual(usage.maxBytes);
    }
    // Each is about 5.5 MB, 88 MB in all: the cache filled up and let the oldest go.
    expect(imageCacheUsage().entries).toBeLessThan(16);
    expect(imageCacheUsage().bytes).toBeGreaterThan(imageCacheUsage().maxBytes / 2);
  });

  it('evicts the least recently used entries by bytes, and keeps no entry larger than its share', () => {
    const cache = new ByteBoundedCache<Buffer>(
      { maxBytes: 100, maxEntries: 10, maxEntryBytes: 60 },
      (value) => value.byteLength,
    );
    cache.set('a', Buffer.alloc(40));
    cache.set('b', Buffer.alloc(40));
    cache.get('a');
    cache.set('c', Buffer.alloc(40));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    cache.set('huge', Buffer.alloc(61));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(80);
  });
});
