// Step `static-assets`: Next's script and style files, served Brotli-compressed from memory. `next start` gzips each file
// on every request; Brotli at its highest quality makes the same scripts about 14% smaller (the
// home page's 163 KiB of gzip are 140 KiB), which is what a phone downloads before the page is
// interactive. That quality costs far too much time to spend per request, but these files never
// change under their hashed names: each is compressed once, in the background, after Next has
// served it the first time, and from then on it goes out from here with the headers Next gave it.

import zlib from 'node:zlib';

const STATIC_FILE = /^\/_next\/static\/[\w./-]+\.(?:js|css)$/;
// A bigger file (a Studio chunk) waits too long for its first Brotli copy to be worth holding.
const MAX_BYTES = 4 * 1024 * 1024;
// What describes one copy's bytes or one connection, not the file.
const PER_RESPONSE = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
];

const assetPath = (req) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const pathname = String(req.url ?? '').split('?')[0];
  return STATIC_FILE.test(pathname) && !pathname.includes('..') ? pathname : null;
};

/** The cache; `onReady` is told each file's path once its Brotli copy is kept (for tests). */
export function staticAssetCache({ onReady } = {}) {
  const ready = new Map(); // path -> { headers, body }
  const pending = new Set();

  const keep = (pathname, headers, raw) => {
    zlib.brotliCompress(
      raw,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      },
      (error, body) => {
        pending.delete(pathname);
        if (error) return;
        ready.set(pathname, { headers, body });
        onReady?.(pathname);
      },
    );
  };

  return {
    /** Answers a browser that takes Brotli from the kept copy; true when it did. */
    serve(req, res, encoding) {
      const pathname = assetPath(req);
      const entry = encoding === 'br' && pathname ? ready.get(pathname) : undefined;
      if (!entry) return false;
      if (entry.headers.etag && req.headers['if-none-match'] === entry.headers.etag) {
        res.writeHead(304, entry.headers);
        res.end();
        return true;
      }
      res.writeHead(200, {
        ...entry.headers,
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        'content-length': entry.body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    },
    /** Watches Next serve a file it has no copy of yet, and makes that copy from what was sent. */
    learn(req, res) {
      const pathname = assetPath(req);
      if (!pathname || req.method !== 'GET' || ready.has(pathname) || pending.has(pathname)) return;
      pending.add(pathname);
      const chunks = [];
      let size = 0;
      const tap = (chunk, encoding) => {
        if (!chunk || typeof chunk === 'function' || size > MAX_BYTES) return;
        const buffer = Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined);
        size += buffer.length;
        chunks.push(buffer);
      };
      const { write, end } = res;
      res.write = function tapWrite(chunk, ...rest) {
        tap(chunk, rest[0]);
        return write.call(res, chunk, ...rest);
      };
      res.end = function tapEnd(chunk, ...rest) {
        tap(chunk, rest[0]);
        return end.call(res, chunk, ...rest);
      };
      // The headers as Next set them (server/steps.mjs moves any handed to writeHead there too).
      res.once('close', () => {
        const sent = res.getHeaders();
        const coding = String(sent['content-encoding'] ?? 'identity');
        const whole = res.writableFinished && res.statusCode === 200 && size <= MAX_BYTES;
        if (!whole || (coding !== 'gzip' && coding !== 'identity')) {
          pending.delete(pathname);
          return;
        }
        const headers = Object.fromEntries(
          Object.entries(sent).filter(([name]) => !PER_RESPONSE.includes(name)),
        );
        const body = Buffer.concat(chunks);
        if (coding === 'identity') return keep(pathname, headers, body);
        zlib.gunzip(body, (error, raw) => {
          if (error) pending.delete(pathname);
          else keep(pathname, headers, raw);
        });
      });
    },
  };
}

/** The step: a kept copy answers before Next; a file without one is watched as Next sends it. */
export function staticAssetsStep() {
  const cache = staticAssetCache();
  return {
    name: 'static-assets',
    request({ req, res, encoding }) {
      if (cache.serve(req, res, encoding)) return true;
      cache.learn(req, res);
      return false;
    },
  };
}
