// Spec §9: one toast at a time, shown 5000 ms; a dismissed toast is deleted after 1,000,000 ms.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export type ToastItem = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

type Listener = () => void;

/** A tiny external store (no React) so any client code can raise a toast. */
export function createToastStore() {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const clear = (timers: Map<string, ReturnType<typeof setTimeout>>, id: string) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
  };

  const scheduleDismiss = (id: string) => {
    clear(dismissTimers, id);
    dismissTimers.set(
      id,
      setTimeout(() => dismiss(id), TOAST_DURATION_MS),
    );
  };

  function remove(id: string) {
    clear(dismissTimers, id);
    clear(removeTimers, id);
    emit(toasts.filter((item) => item.id !== id));
  }

  function dismiss(id: string) {
    clear(dismissTimers, id);
    if (!toasts.some((item) => item.id === id && item.open)) return;
    if (!removeTimers.has(id)) {
      removeTimers.set(
        id,
        setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS),
      );
    }
    emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  }

  function show(toast: { title: string; description?: string; variant?: ToastVariant }): string {
    counter += 1;
    const id = String(counter);
    const kept = [{ id, variant: 'default' as const, ...toast, open: true }, ...toasts];
    for (const dropped of kept.slice(TOAST_LIMIT)) {
      clear(dismissTimers, dropped.id);
      clear(removeTimers, dropped.id);
    }
    emit(kept.slice(0, TOAST_LIMIT));
    scheduleDismiss(id);
    return id;
  }

  return {
    show,
    dismiss,
    /** Hover or focus keeps a toast on screen (WCAG 2.2.1); leaving restarts its full 5 s. */
    pause: (id: string) => clear(dismissTimers, id),
    resume: (id: string) => {
      if (toasts.some((item) => item.id === id && item.open)) scheduleDismiss(id);
    },
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

const EMPTY: ToastItem[] = [];
export const getServerToasts = () => EMPTY;

/** The site's toast store, shared by the Toaster and everyone who calls `toast()`. */
export const toastStore = createToastStore();
export const toast = toastStore.show;
