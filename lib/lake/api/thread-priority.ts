import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

// The threads that do an image transform's pixel work: sharp's calls run on Node's thread pool,
// which libvips helps with its own threads.
const IMAGE_THREADS = new Set(['libuv-worker', 'libvips worker']);
const BACKGROUND_NICENESS = 10;
const lowered = new Set<number>();

/**
 * Lowers the priority of the threads image transforms run on (Linux), so that under load the
 * server's own thread, which answers every request, wins the CPU over them; idle CPU still goes
 * to them. Threads appear as they are first needed, so this runs with every transform; it does
 * nothing elsewhere.
 */
export function lowerImageThreadPriority() {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const thread of threads) {
    const id = Number(thread);
    if (lowered.has(id)) continue;
    try {
      if (!IMAGE_THREADS.has(readFileSync(`/proc/self/task/${thread}/comm`, 'utf8').trim()))
        continue;
      setPriority(id, BACKGROUND_NICENESS);
      lowered.add(id);
    } catch {
      // Gone already, or not allowed: the transform gate still bounds the work.
    }
  }
}
