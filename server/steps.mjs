// The production server's request pipeline: Next's request handler behind an ordered list of named
// steps (server/main.mjs lists them; ARCHITECTURE.md says why each exists and what it gains). A step
// is an object with a `name` and any of these hooks, each optional:
//
//   request(exchange)          before Next sees the request; returns true when the step answered it
//   document(exchange, doc)    on a complete HTML document from Next (held until Next has written all
//                              of it, in plain text): may change doc.status, doc.body (a Buffer) and
//                              the response's headers; a step that adds an inline script declares
//                              its CSP source in doc.scriptSources; may return a promise
//   sent(exchange, doc)        after a held document went out, with the bytes and status sent
//   passThrough(exchange, status)  on every other response (a 304 too), once its head is decided
//                              (it streams)
//
// `exchange` is { req, res, encoding }: `encoding` is what the client accepts ('br', 'gzip' or
// null), read before any step or Next touches the request's headers.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

export function encodingFor(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const isHtml = (contentType) => /^text\/html\b/i.test(String(contentType ?? ''));

const DECODERS = {
  gzip: zlib.gunzipSync,
  br: zlib.brotliDecompressSync,
  deflate: zlib.inflateSync,
};

const INTERNAL_HEADER = 'x-studio-internal';

/**
 * Requests a step makes to Next through this server, answered by Next as it is, with no step on
 * the way (the not-found step asks for Next's own not-found document). A header with a secret of
 * this process marks them; from anyone else the header is dropped.
 */
export function internalRequests(port) {
  const secret = randomBytes(16).toString('hex');
  return {
    isInternal(req) {
      const internal = req.headers[INTERNAL_HEADER] === secret;
      delete req.headers[INTERNAL_HEADER];
      return internal;
    },
    fetch(path) {
      return fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'identity', [INTERNAL_HEADER]: secret },
      });
    },
  };
}

/** A request handler running `steps` around Next's `handle`. */
export function pipeline(steps, handle, internal) {
  const onDocument = steps.filter((step) => step.document || step.sent);
  const onPassThrough = steps.filter((step) => step.passThrough);
  return (req, res) => {
    if (internal?.isInternal(req)) return handle(req, res);
    const exchange = { req, res, encoding: encodingFor(req.headers['accept-encoding']) };
    for (const step of steps) if (step.request?.(exchange)) return;
    if (onDocument.length > 0 || onPassThrough.length > 0) {
      holdDocuments(exchange, onDocument, onPassThrough);
    }
    handle(req, res);
  };
}

/**
 * Holds one response if it is an HTML document and runs the document steps on it once complete;
 * anything else streams through after the pass-through steps. A browser's document request is
 * passed to Next without its Accept-Encoding, so Next sends plain text; a document Next compressed
 * anyway (a crawler that accepts any type) is decoded here.
 */
function holdDocuments(exchange, documentSteps, passThroughSteps) {
  const { req, res } = exchange;
  if (/\btext\/html\b/.test(String(req.headers.accept ?? '')))
    delete req.headers['accept-encoding'];

  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let holding = null; // the document being held: { status, chunks }
  let decided = false;

  const decide = (status) => {
    if (decided) return;
    decided = true;
    if (status !== 304 && documentSteps.length > 0 && isHtml(res.getHeader('content-type'))) {
      holding = { status, chunks: [] };
    } else {
      for (const step of passThroughSteps) step.passThrough(exchange, status);
    }
  };
  const hold = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') {
      holding.chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    }
  };

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    decide(status);
    if (holding) {
      holding.status = status;
      return res;
    }
    return original.writeHead.call(res, status, ...rest.filter((item) => item !== headers));
  };
  res.write = function write(chunk, ...rest) {
    decide(res.statusCode);
    if (!holding) return original.write.call(res, chunk, ...rest);
    hold(chunk, rest[0]);
    rest.find((item) => typeof item === 'function')?.();
    return true;
  };
  res.end = function end(chunk, ...rest) {
    decide(res.statusCode);
    if (!holding) return original.end.call(res, chunk, ...rest);
    hold(chunk, rest[0]);
    const doc = {
      status: holding.status ?? res.statusCode,
      body: Buffer.concat(holding.chunks),
      scriptSources: [],
    };
    const decode = DECODERS[String(res.getHeader('content-encoding') ?? '')];
    const send = () => {
      res.setHeader('content-length', doc.body.length);
      original.writeHead.call(res, doc.status);
      original.end.call(res, req.method === 'HEAD' ? undefined : doc.body);
      for (const step of documentSteps) step.sent?.(exchange, doc);
    };
    const finish = async () => {
      if (decode) {
        if (doc.body.length > 0) doc.body = decode(doc.body);
        res.removeHeader('content-encoding');
      }
      for (const step of documentSteps) await step.document?.(exchange, doc);
    };
    finish().then(send, (error) => {
      // A document the steps could not finish (no policy, half rewritten) is never sent.
      console.error(`[server] a document step failed on ${req.url}:`, error);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      doc.status = 500;
      doc.body = Buffer.from('Internal Server Error');
      send();
    });
    return res;
  };
}
