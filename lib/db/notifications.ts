import type { Database } from './client';

// LISTEN/NOTIFY on either engine, for caches that must forget what another writer (this instance or
// another one on the same PostgreSQL) changed. A subscriber is told when it is listening and when it
// stops: notifications sent while it was not listening are lost, so a cache serves only while live.

export interface NotificationListener {
  /** A notification's payload, delivered after the transaction that sent it committed. */
  message(payload: string): void;
  /** True once LISTEN is in force; false when the connection is lost or the subscription ends. */
  live(listening: boolean): void;
}

export type Unsubscribe = () => void;
export type Subscribe = (channel: string, listener: NotificationListener) => Unsubscribe;

// On globalThis, as the one database handle is (client.ts): Next bundles this module more than once
// (instrumentation, which opens the database first, and the routes), and every copy must find the
// subscriptions of the handle they share.
const REGISTRY = Symbol.for('studio-site.database-subscribers');
const shared = globalThis as typeof globalThis & { [REGISTRY]?: WeakMap<Database, Subscribe> };
const subscribers = (shared[REGISTRY] ??= new WeakMap<Database, Subscribe>());
const CHANNEL_NAME = /^[a-z_]{1,63}$/;
// A lost PostgreSQL listener connection is retried after this long, for as long as it is wanted.
const RECONNECT_MS = 1000;

/** Subscribes to a channel of the database; a database without notifications is never live. */
export function subscribeToNotifications(
  db: Database,
  channel: string,
  listener: NotificationListener,
): Unsubscribe {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return subscribers.get(db)?.(channel, listener) ?? (() => {});
}

/** Keeps a handle's subscriptions so closing the handle ends them first. */
export class Subscriptions {
  readonly #open = new Set<Unsubscribe>();

  constructor(
    db: Database,
    start: (channel: string, listener: NotificationListener) => Unsubscribe,
  ) {
    subscribers.set(db, (channel, listener) => {
      const stop = start(channel, listener);
      const unsubscribe = () => {
        if (this.#open.delete(unsubscribe)) stop();
      };
      this.#open.add(unsubscribe);
      return unsubscribe;
    });
  }

  closeAll() {
    for (const unsubscribe of [...this.#open]) unsubscribe();
  }
}

type PgliteClient = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};

/** PGlite delivers notifications in-process; nothing can be lost while the database is open. */
export function pgliteListener(client: PgliteClient) {
  return (channel: string, listener: NotificationListener): Unsubscribe => {
    let stopped = false;
    let unlisten: (() => Promise<void>) | undefined;
    client
      .listen(channel, (payload) => listener.message(payload))
      .then(
        (stop) => {
          if (stopped) return void stop().catch(() => {});
          unlisten = stop;
          listener.live(true);
        },
        () => listener.live(false),
      );
    return () => {
      stopped = true;
      listener.live(false);
      unlisten?.().catch(() => {});
    };
  };
}

type PgClientConstructor = typeof import('pg').Client;

/**
 * PostgreSQL needs a connection of its own that stays in LISTEN (a pooled one is handed to queries).
 * A lost connection makes the subscriber not live until a new one is listening again.
 */
export function postgresListener(url: string, Client: PgClientConstructor) {
  return (channel: string, listener: NotificationListener): Unsubscribe => {
    let stopped = false;
    let current: InstanceType<PgClientConstructor> | null = null;
    let retry: NodeJS.Timeout | undefined;

    const connect = async () => {
      const client = new Client({
        connectionString: url,
        connectionTimeoutMillis: 3000,
        keepAlive: true,
      });
      current = client;
      const lost = () => {
        if (current !== client) return;
        current = null;
        listener.live(false);
        client.end().catch(() => {});
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS).unref();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (note) => {
        if (note.channel === channel) listener.message(note.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        if (current === client) listener.live(true);
      } catch {
        lost();
      }
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      listener.live(false);
      const client = current;
      current = null;
      client?.end().catch(() => {});
    };
  };
}
