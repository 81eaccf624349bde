// Next bundles lib/db more than once in one process (instrumentation opens the database, the routes
// use it): a copy of the notifications module that did not open the handle must still subscribe on
// it. Without that, the timeline's live stream and the studio-day cache were never live in
// production while every test (one module copy) passed.
import { expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/db/client';

it('subscribes through a second copy of the module to the handle the first one opened', async () => {
  const handle = await openDatabase();
  try {
    vi.resetModules();
    const copy = await import('@/lib/db/notifications');
    const messages: string[] = [];
    let listening = false;
    const stop = copy.subscribeToNotifications(handle.db, 'copy_check', {
      message: (payload) => messages.push(payload),
      live: (now) => (listening = now),
    });
    await vi.waitFor(() => expect(listening).toBe(true), { timeout: 10_000 });
    await handle.db.execute(`select pg_notify('copy_check', 'hello')`);
    await vi.waitFor(() => expect(messages).toEqual(['hello']));
    stop();
  } finally {
    await handle.close();
  }
});
