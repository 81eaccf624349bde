'use client';

import { lazy, memo, Suspense, useRef, type ComponentType } from 'react';

// How close to the viewport an island's code starts loading: a scroll of this much takes longer
// than the download, so the visitor meets a working form.
const NEAR = '600px';

/** Starts an island's download now: for an update that reaches it while it waits for its code. */
const hurry = new Map<string, () => void>();

/**
 * Resolves when the island's server HTML comes within NEAR of the viewport, or is pointed at or
 * focused; at once when it has no server HTML (rendered in the browser after a navigation).
 */
function approach(name: string): Promise<void> {
  const island = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const content = island?.firstElementChild;
  if (!island || !content) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: NEAR },
    );
    function near() {
      hurry.delete(name);
      observer.disconnect();
      island!.removeEventListener('pointerover', near);
      island!.removeEventListener('focusin', near);
      resolve();
    }
    hurry.set(name, near);
    observer.observe(content);
    island.addEventListener('pointerover', near);
    island.addEventListener('focusin', near);
  });
}

/**
 * A client component as an island: its server HTML shows from the first byte, and its code (with
 * everything it imports) loads only when it comes near the viewport, not with the page. React leaves
 * a suspended boundary's server HTML in place and hydrates it when the code has arrived; what the
 * visitor typed meanwhile stays (the form kit's submit button is disabled until hydration).
 */
export function hydrateWhenNear<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
) {
  const Component = lazy(async () => {
    if (typeof window !== 'undefined') await approach(name);
    return { default: await load() };
  });
  function Island(props: Props) {
    // New props while the code is still awaited (a route refresh after a publish): React holds that
    // whole update until this boundary can hydrate, so the code is fetched now, not on approach.
    const rendered = useRef(false);
    if (rendered.current) hurry.get(name)?.();
    rendered.current = true;
    return (
      // `contents`: the wrapper adds no box, so the island's own layout is the page's.
      <div data-island={name} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  // The same props (a refresh that changed nothing here) stop at the island.
  return memo(Island);
}
