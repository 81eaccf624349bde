import { clientIp } from '@/lib/http';
import { lakeError } from './errors';

// Each open page of the site holds one stream (LiveRefresh), so an office behind one address has room.
const MAX_STREAMS_PER_ADDRESS = 32;
// Every open stream evaluates its filter on every commit, so their number bounds a commit's cost.
const MAX_ANONYMOUS_STREAMS = 500;

const openByAddress = new Map<string, number>();
let openInAll = 0;

/**
 * Takes one of the anonymous event-stream places for the caller's address: what gives it back
 * (call it once the stream ends; calling it again does nothing), or the 429 / 503 that refuses it.
 */
export function claimStreamPlace(request: Request): (() => void) | Response {
  const address = clientIp(request);
  const open = openByAddress.get(address) ?? 0;
  if (open >= MAX_STREAMS_PER_ADDRESS) {
    return lakeError(
      429,
      `Too many open event streams from your address (at most ${MAX_STREAMS_PER_ADDRESS}); close one first.`,
      'rateLimited',
      { 'retry-after': '10' },
    );
  }
  if (openInAll >= MAX_ANONYMOUS_STREAMS) {
    return lakeError(503, 'Too many open event streams; try again later.', 'serviceUnavailable', {
      'retry-after': '10',
    });
  }
  openByAddress.set(address, open + 1);
  openInAll += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    openInAll -= 1;
    const left = (openByAddress.get(address) ?? 1) - 1;
    if (left > 0) openByAddress.set(address, left);
    else openByAddress.delete(address);
  };
}
