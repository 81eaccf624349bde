import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { handleLakeRequest, type LakeOptions } from './router';

/**
 * A plain Node HTTP server that hands every request under /api/lake to the lake's handler, as the
 * Next route does: for the conformance tests and the benchmark, which need real HTTP without a build.
 */
export async function startLakeServer(
  options: LakeOptions,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const origin = `http://${req.headers.host}`;
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const request = new Request(new URL(req.url ?? '/', origin), {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
        signal: controller.signal,
        // @ts-expect-error Node's fetch needs duplex for streamed request bodies.
        duplex: 'half',
      });
      const pathname = new URL(request.url).pathname;
      const prefix = '/api/lake/';
      const response = pathname.startsWith(prefix)
        ? await handleLakeRequest(
            request,
            pathname.slice(prefix.length).split('/').map(decodeURIComponent),
            options,
          )
        : new Response('not found', { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (!response.body) return res.end();
      const body = Readable.fromWeb(
        response.body as import('node:stream/web').ReadableStream<Uint8Array>,
      );
      res.on('close', () => body.destroy());
      body.pipe(res);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
