import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ConcurrencyGate } from './concurrency-gate';
import type { QueryReply, QueryRequest, WorkerReady, WorkerSettings } from './groq-worker-protocol';
import { ContentStoreError } from './types';

/** Wall time one query may take in its worker; past it the worker is ended and replaced. */
export const QUERY_TIME_BUDGET_MS = 1000;
// A core is left to the server's own thread: one worker on a 2-core machine, two from 3 cores.
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
// Room for a Studio's burst of queries; a flood past it is refused at once.
const MAX_WAITING = 32;
const SETTINGS: WorkerSettings = { datasetsKept: 4, maxResultChars: 32 * 1024 * 1024 };
// A query that builds huge values stops at this heap instead of growing the server's memory.
const WORKER_HEAP_MB = 256;

export type PooledQuery = {
  /** Names the documents: the same key always means the same documents. */
  datasetKey: string;
  /** The documents, asked for only when the worker chosen does not hold them yet. */
  documents: () => { _id: string }[];
  query: string;
  params: Record<string, unknown>;
  identity?: string;
};

type Pending = { resolve: (reply: QueryReply) => void; reject: (error: Error) => void };

class QueryWorker {
  private readonly worker = new Worker(new URL('./groq-worker.ts', import.meta.url), {
    name: 'groq-query',
    workerData: SETTINGS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  private pending: Pending | null = null;
  /** The datasets the worker holds, oldest first, evicted as the worker evicts them. */
  private readonly datasets: string[] = [];
  /** Settles once the worker has loaded (it takes up to a second on a busy machine), or failed to. */
  private readonly loaded: Promise<void>;
  alive = true;

  constructor() {
    let markLoaded = () => {};
    let failToLoad: (error: Error) => void = () => {};
    this.loaded = new Promise<void>((resolve, reject) => {
      markLoaded = resolve;
      failToLoad = reject;
    });
    this.loaded.catch(() => {});
    this.worker.unref();
    this.worker.on('message', (message: QueryReply | WorkerReady) => {
      if (message === 'ready') markLoaded();
      else this.settle()?.resolve(message);
    });
    this.worker.on('error', (error) => {
      this.alive = false;
      failToLoad(error);
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.settle()?.reject(
        outOfMemory
          ? tooExpensive(`it needed more than ${WORKER_HEAP_MB} MB of memory`)
          : new Error(`The query worker failed: ${error.message}`),
      );
    });
    this.worker.on('exit', () => {
      this.alive = false;
      const stopped = new Error('The query worker stopped.');
      failToLoad(stopped);
      this.settle()?.reject(stopped);
    });
  }

  private settle(): Pending | null {
    const pending = this.pending;
    this.pending = null;
    if (pending) this.worker.unref();
    return pending;
  }

  /** Runs one query once the worker has loaded; ends the worker when it takes longer than the budget. */
  async run(id: number, job: PooledQuery): Promise<QueryReply> {
    await this.loaded;
    const request: QueryRequest = {
      id,
      datasetKey: job.datasetKey,
      query: job.query,
      params: job.params,
      identity: job.identity,
    };
    if (!this.datasets.includes(job.datasetKey)) {
      request.documents = job.documents();
      this.datasets.push(job.datasetKey);
      if (this.datasets.length > SETTINGS.datasetsKept) this.datasets.shift();
    }
    return new Promise<QueryReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle()?.reject(tooExpensive(`it ran longer than ${QUERY_TIME_BUDGET_MS} ms`));
        this.alive = false;
        void this.worker.terminate();
      }, QUERY_TIME_BUDGET_MS);
      const done = () => clearTimeout(timer);
      this.pending = {
        resolve: (reply) => (done(), resolve(reply)),
        reject: (error) => (done(), reject(error)),
      };
      this.worker.ref();
      this.worker.postMessage(request);
    });
  }
}

function tooExpensive(why: string): ContentStoreError {
  return new ContentStoreError(
    400,
    `Query too expensive: ${why}. Filter before you project, and slice long lists ([0...100]).`,
    'queryTooExpensive',
  );
}

/**
 * Runs queries from outside (the lake's HTTP API) on worker threads: a query that would take the
 * server's thread for seconds takes a worker's for at most the budget, and never more than
 * POOL_SIZE of them run at once, with at most MAX_WAITING queued (then 503).
 */
export class QueryPool {
  private readonly idle: QueryWorker[] = [];
  private nextId = 1;
  private readonly gate = new ConcurrencyGate({
    running: POOL_SIZE,
    waiting: MAX_WAITING,
    refusal: 'Too many queries are running; try again in a moment.',
    retryAfterSeconds: 2,
  });

  private started = false;

  // Workers start ahead of need (a start costs 50 to 300 ms), and a stopped one is replaced at once.
  private startWorkers() {
    const missing = POOL_SIZE - this.gate.runningCount - this.idle.length;
    for (let i = 0; i < missing; i += 1) this.idle.push(new QueryWorker());
  }

  private takeIdle(): QueryWorker {
    let worker = this.idle.pop();
    while (worker && !worker.alive) worker = this.idle.pop();
    return worker ?? new QueryWorker();
  }

  /** The query's result as JSON text. */
  run(job: PooledQuery, signal?: AbortSignal): Promise<string> {
    if (!this.started) {
      this.started = true;
      this.startWorkers();
    }
    return this.gate.run(async () => {
      const worker = this.takeIdle();
      try {
        const reply = await worker.run(this.nextId++, job);
        if (reply.ok) return reply.json;
        throw new ContentStoreError(400, reply.message, reply.type);
      } finally {
        if (worker.alive) this.idle.push(worker);
        else setImmediate(() => this.startWorkers());
      }
    }, signal);
  }
}

const globalForPool = globalThis as typeof globalThis & { __lakeQueryPool?: QueryPool };

/** The process's one pool (one even when bundlers load this module more than once). */
export function queryPool(): QueryPool {
  globalForPool.__lakeQueryPool ??= new QueryPool();
  return globalForPool.__lakeQueryPool;
}
