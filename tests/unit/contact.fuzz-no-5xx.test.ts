import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContactPost } from '@/lib/contact';
import { handleCrmSubmit } from '@/lib/crm';
import { openDatabase, type DatabaseHandle } from '@/lib/db';

// A seeded generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const weird: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  'x'.repeat(6000),
  '\u0000',
  '😀'.repeat(50),
  [],
  {},
  { $gt: '' },
  ['a'],
  { toString: 'x' },
  '<script>alert(1)</script>',
  "'; drop table contact_messages; --",
];

function malformedBody(next: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const kind = Math.floor(next() * 6);
  if (kind === 0) {
    // Broken JSON text.
    const text = JSON.stringify({ name: pick(weird), message: pick(weird) });
    return text.slice(0, Math.floor(next() * text.length));
  }
  if (kind === 1) return JSON.stringify(pick(weird));
  if (kind === 2) {
    return JSON.stringify({
      name: pick(weird),
      email: pick(weird),
      phone: pick(weird),
      message: pick(weird),
    });
  }
  if (kind === 3) {
    return JSON.stringify({
      formName: pick(weird),
      fields: pick([...weird, { email: pick(weird) }, { ['k'.repeat(80)]: 'v' }]),
      pageUri: pick(weird),
    });
  }
  if (kind === 4) {
    const fields: Record<string, unknown> = {};
    for (let i = 0; i < 40; i += 1) fields[`f${i}`] = pick(weird);
    return JSON.stringify({ formName: 'x', fields });
  }
  return String.fromCharCode(...Array.from({ length: 40 }, () => Math.floor(next() * 0xffff)));
}

describe('malformed bodies never cause a 5xx', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('posts 1,000 malformed bodies to /api/contact and /api/crm/submit', async () => {
    const next = random(20261122);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const body = malformedBody(next);
      const init = {
        method: 'POST',
        headers: {
          'content-type': next() < 0.9 ? 'application/json' : 'text/plain',
          'x-forwarded-for': `192.0.2.${i % 250}`,
        },
        body,
      };
      const handler = i % 2 === 0 ? handleContactPost : handleCrmSubmit;
      const path = i % 2 === 0 ? '/api/contact' : '/api/crm/submit';
      const response = await handler(handle.db, new Request(`http://localhost${path}`, init));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) throw new Error(`${path} answered ${response.status} to ${body}`);
    }
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  });
});
