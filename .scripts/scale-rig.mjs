// What `npm run test:scale` and `npm run bench:scale` share: on this machine, a Redis of their own, a
// fresh PostgreSQL database, app instances of the last build (start-server.mjs) and HAProxy in front
// of them, as docs/operations.md describes a deployment. Each part is stopped by its own stop().
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// The balancer, its statistics page and Redis; the instances take the ports after them.
const BASE_PORT = Number(process.env.SCALE_PORT ?? 3400);
export const PORTS = {
  balancer: BASE_PORT,
  stats: BASE_PORT + 1,
  redis: BASE_PORT + 2,
  postgres: BASE_PORT + 3,
  instance: (n) => BASE_PORT + 10 + n,
};
// HAProxy checks every 200 ms and takes an instance out after 2 failed checks: an instance told to
// stop keeps serving for this long while its health answers 503 (server/shutdown.mjs).
export const SHUTDOWN_GRACE_MS = 1000;

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const until = async (what, check, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Why the rig cannot run here (a missing program or database), or null. */
export async function whatIsMissing() {
  for (const program of ['redis-server', 'haproxy']) {
    if (!onPath(program)) return `${program} is not installed (Debian: apt-get install ${program})`;
  }
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.end();
    return null;
  } catch (error) {
    return `PostgreSQL at ${ADMIN_DATABASE_URL} is not reachable (${error.message})`;
  }
}

/** A fresh database on the PostgreSQL server; drop() removes it. */
export async function createDatabase(name) {
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A TCP relay between the instances and PostgreSQL, so a test can take the database away from them
 * without stopping the server others share: `cut()` refuses new connections and drops the open ones
 * (as a crashed or restarting PostgreSQL would), `restore()` lets them through again.
 */
export async function databaseRelay(databaseUrl, port = PORTS.postgres) {
  const target = new URL(databaseUrl);
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let server = null;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  };
  await listen();
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    async stop() {
      if (server.listening) await this.cut();
    },
  };
}

/** A throw-away Redis (no persistence: a restart comes back empty, as a lost cache would). */
export function redisServer(port = PORTS.redis) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-redis-'));
  let child = null;
  const ping = () =>
    spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() ===
    'PONG';
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
        { stdio: 'ignore' },
      );
      await until('Redis to answer', async () => ping());
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    async remove() {
      await this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function haproxyConfig(instances) {
  const servers = instances.map((port, i) => `  server app${i + 1} 127.0.0.1:${port}`);
  const fallbacks = instances.map(
    (port, i) => `  server app${i + 1}-cached 127.0.0.1:${port} backup no-check`,
  );
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A busy instance may take longer than the check interval to answer: that is no reason to take it out.
  timeout check 2s
  option forwardfor
  # A connection refused or dropped during a restart is tried again, on another instance.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response

frontend site
  bind 127.0.0.1:${PORTS.balancer}
  default_backend instances

backend instances
  balance roundrobin
  # A write is sent again only when it carries an Idempotency-Key: the app stores it once.
  http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }
  option httpchk GET /api/health
  http-check expect status 200
  default-server check inter 200ms fall 2 rise 2
${servers.join('\n')}
  # When no instance is ready (their health check fails while PostgreSQL is away), every instance
  # that runs still serves the pages it has cached; writes fail there, with an error.
  option allbackups
${fallbacks.join('\n')}

frontend stats
  bind 127.0.0.1:${PORTS.stats}
  stats enable
  stats uri /stats
`;
}

/** HAProxy in front of the instances on these ports; `up()` says which it sends traffic to. */
export async function startBalancer(instancePorts) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(instancePorts));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refuses its configuration: ${check.stderr}`);
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const balancer = {
    url: `http://127.0.0.1:${PORTS.balancer}`,
    /** The instance names (app1, ...) HAProxy currently marks UP. */
    async up() {
      const csv = await (await fetch(`http://127.0.0.1:${PORTS.stats}/stats;csv`)).text();
      const [header, ...rows] = csv.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const [proxy, server, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
      return (
        rows
          .map((row) => row.split(','))
          .filter((cells) => cells[proxy] === 'instances' && /^app\d+$/.test(cells[server]))
          // 'UP 1/2' is still up (going down after one more failed check).
          .filter((cells) => cells[status].startsWith('UP'))
          .map((cells) => cells[server])
      );
    },
    /** Resolves once HAProxy sends traffic to `count` instances. */
    waitUp(count) {
      return until(`HAProxy to see ${count} instances up`, async () => {
        return (await balancer.up()).length === count;
      });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await balancer.waitUp(instancePorts.length);
  } catch (error) {
    await balancer.stop();
    throw error;
  }
  return balancer;
}

/** One day's free start times of a studio, a weekday about two weeks ahead: a database read per request. */
export const AVAILABILITY_PATH = (() => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return `/api/bookings/availability?studio=studio-podcast-setup&date=${day.toISOString().slice(0, 10)}&duration=60`;
})();

/** Spreads requests over many client addresses, as HAProxy reports them (rate limits are per address). */
export function clientAddresses() {
  let n = 0;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}
