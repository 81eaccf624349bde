// `npm run bench:assistant`: answer latency (p50/p95, whole streamed answer) of the studio assistant
// on the embedded default, one question at a time. Against BENCH_URL when set; otherwise it serves the
// last build (`npm run build`) on a fresh embedded database (BENCH_PORT, default 3299). Goal: p95 ≤ 300 ms.
// `--write` puts the results in docs/performance.md.
import { randomUUID } from 'node:crypto';
import { benchReport } from './bench-report.mjs';
import { run, startServer } from './bench-server.mjs';

const written = benchReport('assistant');

const QUESTIONS = [
  'What are your opening hours?',
  'How much is the City View Studio per hour?',
  'Is the Greenwich studio free next Saturday at 2pm?',
  'Is the Executive Meeting Studio available tomorrow?',
  'Can I cancel my booking?',
  'Can guests join remotely?',
  'Do you sell pizza?',
  'What is included in a studio booking?',
];
const TOTAL = Number(process.env.BENCH_ASSISTANT_REQUESTS ?? 200);

const server = process.env.BENCH_URL ? null : await startServer();
const base = process.env.BENCH_URL ?? server.base;
const ask = (i) =>
  fetch(`${base}/api/assistant`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      // One address per request, so the per-address limit measures nothing here.
      'X-Forwarded-For': `10.9.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({
      question: QUESTIONS[i % QUESTIONS.length],
      conversationId: randomUUID(),
    }),
  });
try {
  // Warm-up: the first answers load the content and build the search index.
  const warmUp = await run('warm-up', { total: QUESTIONS.length, clients: 1 }, ask);
  const { p95, statuses, row } = await run('assistant', { total: TOTAL, clients: 1 }, (i) =>
    ask(i + 1000),
  );
  if (Object.keys(statuses).some((status) => status !== '200')) {
    throw new Error(`Some answers failed: ${JSON.stringify(statuses)}`);
  }
  const goal = `goal p95 ≤ 300 ms: ${p95 <= 300 ? 'met' : 'NOT met'}`;
  console.log(goal);
  written.write({
    rows: [warmUp.row, row],
    notes: [`${QUESTIONS.length} different questions in turn, one at a time; ${goal}.`],
  });
} finally {
  await server?.stop();
}
