'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { Icon } from '../Icon';
import { useNoticeTurn } from '../NoticeQueue/useNoticeTurn';
import * as styles from './Toast.css';
import {
  getServerToasts,
  TOAST_SWIPE_THRESHOLD_PX,
  toastStore,
  type ToastItem,
  type ToastStore,
} from './toast-store';

/** One notification; swipe it right by 50 px or press its close button to dismiss it. */
export function Toast({ item, store }: { item: ToastItem; store: ToastStore }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  // The distance comes from the release event itself: the last move may not have re-rendered yet.
  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) store.dismiss(item.id);
  };
  const onPointerCancel = () => {
    start.current = null;
    setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  return (
    <li
      className={styles.toast[item.variant]}
      style={offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      data-variant={item.variant}
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onPointerEnter={() => store.pause(item.id)}
      onPointerLeave={() => store.resume(item.id)}
      onFocus={() => store.pause(item.id)}
      onBlur={() => store.resume(item.id)}
    >
      {/* The role sits on the message, not the <li>: a list item may not be a status or an alert, and
          the close button stays out of what is announced. */}
      <div role={destructive ? 'alert' : 'status'} aria-atomic="true">
        <p className={styles.title}>{item.title}</p>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Close notification"
        onClick={() => store.dismiss(item.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}

/**
 * The notification region (F8 moves focus to it); mounted once in the site shell. A toast is one of
 * the notices that take turns (components/ui/NoticeQueue): it answers what the visitor just did, so
 * it goes first, but never shows while a modal is open.
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerToasts);
  const region = useRef<HTMLElement>(null);
  const open = toasts.filter((item) => item.open);
  const turn = useNoticeTurn('toast', open.length > 0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={region} aria-label="Notification" tabIndex={-1} className={styles.region}>
      <ol className={styles.list} aria-live="polite">
        {turn && open.map((item) => <Toast key={item.id} item={item} store={store} />)}
      </ol>
    </section>
  );
}
