// The messages between the query pool (./query-pool.ts) and its workers (./groq-worker.ts). Types
// only: the worker runs as plain Node with its types stripped, so it imports nothing else of ours.

/** One query. `documents` comes along only when the worker does not hold `datasetKey` yet. */
export type QueryRequest = {
  id: number;
  datasetKey: string;
  documents?: { _id: string }[];
  query: string;
  params: Record<string, unknown>;
  identity?: string;
};

/** The worker's first message, once it has loaded; the query budget starts counting after it. */
export type WorkerReady = 'ready';

/** The result as JSON text (serialised in the worker, so a huge result never costs the server's thread). */
export type QueryReply =
  | { id: number; ok: true; json: string }
  | {
      id: number;
      ok: false;
      type: 'queryParseError' | 'queryError' | 'queryTooExpensive';
      message: string;
    };

/** What a worker is started with (`workerData`). */
export type WorkerSettings = {
  /** How many datasets (a snapshot seen through a perspective) it keeps; the pool mirrors this. */
  datasetsKept: number;
  /** Longest result, in JSON characters, it sends back. */
  maxResultChars: number;
};
