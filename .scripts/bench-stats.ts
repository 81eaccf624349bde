// Shared by the benchmark scripts: timing and percentile reporting.

/** The nearest-rank percentile of the samples (milliseconds). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function report(label: string, samples: number[]) {
  const fmt = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(
    `${label.padEnd(44)} p50 ${fmt(percentile(samples, 50))}   p95 ${fmt(percentile(samples, 95))}`,
  );
}

/** How long one run takes, in milliseconds. */
export async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
