'use client';

import { useEffect, useSyncExternalStore } from 'react';
import {
  getServerNoticeTurn,
  noticeQueue,
  type NoticeKind,
  type NoticeQueue,
} from './notice-queue';

/**
 * Whether a notice of this kind may show now. It asks for the screen while `wanted`; render the
 * notice only when this answers true (false on the server and until the claim is in).
 */
export function useNoticeTurn(
  kind: NoticeKind,
  wanted: boolean,
  queue: NoticeQueue = noticeQueue,
): boolean {
  useEffect(() => (wanted ? queue.claim(kind) : undefined), [kind, wanted, queue]);
  const turn = useSyncExternalStore(queue.subscribe, queue.getSnapshot, getServerNoticeTurn);
  return wanted && turn === kind;
}

/** Holds every notice back while `open` (a modal dialog, drawer or panel is on screen). */
export function useHoldNotices(open: boolean, queue: NoticeQueue = noticeQueue): void {
  useEffect(() => (open ? queue.hold() : undefined), [open, queue]);
}
