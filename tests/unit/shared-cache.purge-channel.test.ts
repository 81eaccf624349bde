// The shared cache's purge channel over a real Redis (skipped where redis-server is not installed):
// a revalidation one instance publishes reaches every instance, and while Redis is away nothing
// waits for it; once it is back, so is the channel.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeChannel } from '../../server/cache-purge.mjs';
import { connectRedis } from '../../server/redis.mjs';

const installed = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
const quiet = { warn: () => {} };
const dir = mkdtempSync(path.join(os.tmpdir(), 'purge-channel-'));
let port = 0;
let redis: ChildProcess | null = null;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--dir', dir, '--save', ''], {
    stdio: 'ignore',
  });
  const answers = () =>
    spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.includes(
      'PONG',
    );
  for (let attempt = 0; !answers(); attempt += 1) {
    if (attempt > 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stopRedis() {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis!.once('exit', resolve));
  redis.kill('SIGTERM');
  await exited;
}

/** An instance's end of the channel: what it heard, and its publish. */
function instance() {
  const url = `redis://127.0.0.1:${port}`;
  const heard: string[][] = [];
  const publisher = connectRedis(url, { name: 'cache', log: quiet });
  const subscriber = connectRedis(url, { name: 'purge', queueWhileDown: true, log: quiet });
  const channel = purgeChannel({ publisher, subscriber, onPurge: (tags) => heard.push(tags) });
  return {
    heard,
    publisher,
    publish: (tags: string[]) => channel.publish(tags),
    close: () => Promise.all([publisher.destroy(), subscriber.destroy()]),
  };
}

describe.skipIf(!installed)('the shared cache purge channel', () => {
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    a = instance();
    b = instance();
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await stopRedis();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tells every instance, the publisher included, which tags were revalidated', async () => {
    // Until both have joined, a message may reach no one: publish until it reaches both.
    await expect
      .poll(async () => {
        await a.publish(['page:about', 'siteSettings']);
        return b.heard.length > 0 && a.heard.length > 0;
      })
      .toBe(true);
    expect(b.heard.at(-1)).toEqual(['page:about', 'siteSettings']);
    expect(a.heard.at(-1)).toEqual(['page:about', 'siteSettings']);
  });

  it('does not hold anyone up while Redis is away, and works again once it is back', async () => {
    await stopRedis();
    await expect.poll(() => a.publisher.isReady).toBe(false);
    expect(await a.publish(['page:home'])).toBe(false);
    // A read of the cache meanwhile is refused, not queued until Redis returns: the cache answers
    // from the instance's memory instead.
    await expect(a.publisher.get('studio:any')).rejects.toThrow('The client is offline');

    await startRedis();
    const before = b.heard.length;
    await expect
      .poll(async () => {
        await a.publish(['page:home']);
        return b.heard.length > before;
      })
      .toBe(true);
    expect(b.heard.at(-1)).toEqual(['page:home']);
  });
});
