import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTimeouts,
  capConnectionsPerAddress,
  CONNECTION_LIMITS,
  maxConnectionsPerAddress,
  serverOptions,
} from '@/server/connection-guard.mjs';

// A few slow or greedy clients must not hold the production server's sockets (#47 item 8): a
// request head that never ends is closed, and one address holds a bounded number of connections.

const servers: http.Server[] = [];
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function serve(prepare: (server: http.Server) => void, limits = CONNECTION_LIMITS) {
  const server = http.createServer(serverOptions(limits), (_req, res) => res.end('ok'));
  prepare(server);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** A socket that has connected; `closed` resolves when the server ends it. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => {});
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  await new Promise<void>((done) => socket.once('connect', () => done()));
  return { socket, closed };
}

const stillOpen = (closed: Promise<void>, ms: number) =>
  Promise.race([closed.then(() => false), new Promise((done) => setTimeout(() => done(true), ms))]);

describe('request timeouts', () => {
  it('are what the production server sets: a head in 10 s, checked every second', () => {
    expect(CONNECTION_LIMITS.headersTimeoutMs).toBe(10_000);
    expect(CONNECTION_LIMITS.checkingIntervalMs).toBeLessThanOrEqual(1_000);
    expect(CONNECTION_LIMITS.keepAliveTimeoutMs).toBeLessThan(CONNECTION_LIMITS.requestTimeoutMs);
  });

  it('closes sockets that send a request head one byte at a time', async () => {
    const limits = { ...CONNECTION_LIMITS, headersTimeoutMs: 400, checkingIntervalMs: 50 };
    const port = await serve((server) => applyTimeouts(server, limits), limits);
    const slow = await Promise.all([1, 2, 3, 4, 5].map(() => connect(port)));
    const drip = setInterval(() => {
      for (const { socket } of slow) if (!socket.destroyed) socket.write('X');
    }, 100);
    for (const { socket } of slow) socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    try {
      const started = Date.now();
      await Promise.all(slow.map(({ closed }) => closed));
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      clearInterval(drip);
    }
    // A client that sends its head at once is still answered.
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answer.text()).toBe('ok');
  });
});

describe('connections per address', () => {
  it('refuses sockets over the cap from one address, and takes them again once one closes', async () => {
    const log = vi.fn();
    const port = await serve((server) =>
      capConnectionsPerAddress(server, { maxPerAddress: 3, log }),
    );
    const held = await Promise.all([1, 2, 3].map(() => connect(port)));
    const over = await connect(port);
    await over.closed;
    expect(log).toHaveBeenCalledTimes(1);
    for (const { closed } of held) expect(await stillOpen(closed, 50)).toBe(true);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await vi.waitFor(async () => {
      const again = await connect(port);
      expect(await stillOpen(again.closed, 50)).toBe(true);
    });
  });

  it('never caps an exempt address (a trusted proxy speaks for many clients)', async () => {
    const port = await serve((server) =>
      capConnectionsPerAddress(server, { maxPerAddress: 1, exempt: (a) => a === '127.0.0.1' }),
    );
    const many = await Promise.all([1, 2, 3].map(() => connect(port)));
    for (const { closed } of many) expect(await stillOpen(closed, 50)).toBe(true);
  });

  it('reads MAX_CONNECTIONS_PER_ADDRESS, 0 switching the cap off, and refuses nonsense', () => {
    expect(maxConnectionsPerAddress({})).toBe(50);
    expect(maxConnectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toBe(0);
    expect(maxConnectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: '8' })).toBe(8);
    expect(() => maxConnectionsPerAddress({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(
      /not a whole number/,
    );
  });
});
