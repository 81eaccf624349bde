// Shared by the benchmark scripts: timing and percentile reporting.

/** The nearest-rank percentile of the samples (milliseconds). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Prints one line of p50 and p95 and returns it as a row of the bench's results table. */
export function report(label: string, samples: number[]) {
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const fmt = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(`${label.padEnd(44)} p50 ${fmt(p50)}   p95 ${fmt(p95)}`);
  return {
    measurement: label,
    runs: samples.length,
    'p50 ms': p50.toFixed(1),
    'p95 ms': p95.toFixed(1),
  };
}

/** How long one run takes, in milliseconds. */
export async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
