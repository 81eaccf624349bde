import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from '@/components/ui/Toast/toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts (spec §4.6, §9)', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    store.show({ title: 'Message sent successfully!' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Message sent successfully!']);
  });

  it('closes after 5000 ms and is deleted 1,000,000 ms later', () => {
    const store = createToastStore();
    store.show({ title: 'Saved', variant: 'default' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect([TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([5000, 1_000_000]);
  });

  it('stays open while hovered or focused and gets a full 5000 ms again afterwards', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Failed to send message', variant: 'destructive' });
    vi.advanceTimersByTime(4000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]).toMatchObject({ open: true, variant: 'destructive' });
    store.resume(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('can be dismissed at once', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Hi' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });
});
