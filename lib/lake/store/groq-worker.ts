// A worker thread of the query pool (./query-pool.ts): evaluates one GROQ query at a time over the
// datasets the pool sends it, so an expensive query spends this thread's time, never the server's.
// It runs as plain Node (types stripped in tests, bundled by Next), so it imports only packages.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { evaluate, parse, type ExprNode } from 'groq-js';
import type { QueryReply, QueryRequest, WorkerReady, WorkerSettings } from './groq-worker-protocol';

const WORKER_READY: WorkerReady = 'ready';

type Dataset = { documents: { _id: string }[]; byId: Map<string, { _id: string }> };

const settings = workerData as WorkerSettings;
const datasets = new Map<string, Dataset>();
const parsedCache = new Map<string, ExprNode>();
const MAX_PARSED = 500;

// Linux lets a thread lower its own priority: the server's thread then wins the CPU over queries.
function lowerOwnPriority() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: the pool's time budget still bounds every query.
  }
}

function datasetFor(request: QueryRequest): Dataset | undefined {
  if (request.documents) {
    const documents = request.documents;
    datasets.set(request.datasetKey, {
      documents,
      byId: new Map(documents.map((doc) => [doc._id, doc])),
    });
    // The pool evicts the same way, so it always knows which datasets this worker holds.
    if (datasets.size > settings.datasetsKept) datasets.delete(datasets.keys().next().value!);
  }
  return datasets.get(request.datasetKey);
}

function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  // groq-js folds parameter values into the tree at parse time, so the values are part of the key.
  const key = `${query}\u0000${JSON.stringify(params)}`;
  let tree = parsedCache.get(key);
  if (!tree) {
    tree = parse(query, { params });
    if (parsedCache.size >= MAX_PARSED) parsedCache.clear();
    parsedCache.set(key, tree);
  }
  return tree;
}

async function answer(request: QueryRequest): Promise<QueryReply> {
  const { id } = request;
  const dataset = datasetFor(request);
  if (!dataset) return { id, ok: false, type: 'queryError', message: 'Query failed: no dataset.' };
  let tree: ExprNode;
  try {
    tree = parseQuery(request.query, request.params);
  } catch (error) {
    const message = `Invalid GROQ query: ${(error as Error).message}`;
    return { id, ok: false, type: 'queryParseError', message };
  }
  try {
    const value = await evaluate(tree, {
      dataset: dataset.documents,
      params: request.params,
      identity: request.identity,
      sanity: { projectId: 'local', dataset: 'production' },
      dereference: ({ _ref }) => dataset.byId.get(_ref) ?? null,
    });
    const json = JSON.stringify(await value.get()) ?? 'null';
    if (json.length > settings.maxResultChars) {
      const message = `Query too expensive: its result is larger than ${settings.maxResultChars} characters. Select fewer fields or slice it ([0...100]).`;
      return { id, ok: false, type: 'queryTooExpensive', message };
    }
    return { id, ok: true, json };
  } catch (error) {
    return {
      id,
      ok: false,
      type: 'queryError',
      message: `Query failed: ${(error as Error).message}`,
    };
  }
}

lowerOwnPriority();
parentPort!.on('message', (request: QueryRequest) => {
  void answer(request).then((reply) => parentPort!.postMessage(reply));
});
// Loaded: the pool starts a query's time budget from here, not from the thread's start.
parentPort!.postMessage(WORKER_READY);
