'use client';

import {
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import * as styles from './HydrateOnView.css';

// How near the viewport a part of the page must come before it hydrates (and its code loads).
const ROOT_MARGIN = '300px';

type Gate = { opened: boolean; promise: Promise<void>; open: () => void };

const OPEN: Gate = { opened: true, promise: Promise.resolve(), open: () => {} };

function createGate(): Gate {
  // On the server every part renders at once: the visitor must get the whole page as HTML.
  if (typeof window === 'undefined') return OPEN;
  let resolve!: () => void;
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((done) => (resolve = done)),
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

const subscribeToNothing = () => () => {};

/** True while React hydrates server HTML (it reads the server snapshot then), false otherwise. */
function useHydrating() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** Holds back hydration only: a client render (after a navigation) draws at once. */
function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (useHydrating() && !gate.opened) use(gate.promise);
  return children;
}

/**
 * Server HTML that stays as it is, untouched by React, until the visitor comes near it (or
 * points at or focuses something in it); then React hydrates it in place. React keeps a
 * suspended boundary's server HTML during hydration, so nothing moves or blinks, and the page's
 * first hydration skips everything below the fold. Rendered on the client (after a navigation)
 * it draws at once. Parts above it must not change a React context before it hydrates (React
 * would redraw it from scratch): the site's providers keep constant context values.
 */
export function HydrateOnView({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  const fromServerHtml = useRef(useHydrating());

  useEffect(() => {
    const element = box.current;
    if (gate.opened || !element) return;
    if (!fromServerHtml.current || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: ROOT_MARGIN },
    );
    // The box draws no box of its own (display: contents), so its children are watched.
    for (const child of element.children) observer.observe(child);
    const events = ['pointerover', 'pointerdown', 'focusin'] as const;
    for (const name of events) element.addEventListener(name, gate.open, { once: true });
    void gate.promise.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, gate.open);
    };
  }, [gate]);

  return (
    <div ref={box} className={styles.box}>
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </Suspense>
    </div>
  );
}

/**
 * A client component whose code loads only when it comes into view, as HydrateOnView: the page's
 * first load neither downloads nor runs it (a form's validation kit, say). Call at module level.
 */
export function viewIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function ViewIsland(props: Props) {
    return (
      <HydrateOnView>
        <Loaded {...props} />
      </HydrateOnView>
    );
  }
  return ViewIsland;
}
