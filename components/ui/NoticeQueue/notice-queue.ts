// One notice on screen at a time (issue #39): the cookie banner, achievement notices and toasts
// share this queue. Each kind asks for the screen while it has something to show; the first kind in
// NOTICE_ORDER that asks has its turn, the others wait, and nothing shows while a modal (a dialog,
// the lightbox, the menu drawer, the assistant) holds the queue. A tiny external store, like the
// toast store, so any client code can take part without a provider.

/**
 * Who goes first: a toast answers what the visitor just did (it lasts 5 s); consent is legally
 * first of the rest; achievement notices wait for both and then come one after another.
 */
export const NOTICE_ORDER = ['toast', 'consent', 'achievement'] as const;

export type NoticeKind = (typeof NOTICE_ORDER)[number];

type Listener = () => void;

export function createNoticeQueue() {
  const claims = new Map<symbol, NoticeKind>();
  const holds = new Set<symbol>();
  const listeners = new Set<Listener>();
  let active: NoticeKind | null = null;

  const settle = () => {
    const asking = new Set(claims.values());
    const next = holds.size > 0 ? null : (NOTICE_ORDER.find((kind) => asking.has(kind)) ?? null);
    if (next === active) return;
    active = next;
    for (const listener of listeners) listener();
  };

  return {
    /** Asks for the screen for a notice of this kind; call the answer to give it up. */
    claim(kind: NoticeKind): () => void {
      const token = Symbol(kind);
      claims.set(token, kind);
      settle();
      return () => {
        claims.delete(token);
        settle();
      };
    },
    /** A modal is open: no notice shows until every hold is released (call the answer). */
    hold(): () => void {
      const token = Symbol('hold');
      holds.add(token);
      settle();
      return () => {
        holds.delete(token);
        settle();
      };
    },
    /** The kind whose turn it is, or null (nothing asks, or a modal is open). */
    getSnapshot: () => active,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type NoticeQueue = ReturnType<typeof createNoticeQueue>;

export const getServerNoticeTurn = (): NoticeKind | null => null;

/** The site's one queue, shared by every notice and every modal of the page. */
export const noticeQueue = createNoticeQueue();
