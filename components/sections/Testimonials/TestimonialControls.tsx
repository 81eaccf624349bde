'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { useHydrated } from '../../ui/Form/useHydrated';
import * as styles from './Testimonials.css';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Previous and next for the carousel variant: one quote per view, wrapping round at either end.
 * Hidden by CSS in the grid variant, so they are neither seen nor reached by keyboard there.
 */
export function TestimonialControls({ listId, count }: { listId: string; count: number }) {
  const [index, setIndex] = useState(0);
  // Before hydration a press would do nothing, so the buttons wait, disabled.
  const hydrated = useHydrated();
  // While a button's scroll is under way, the positions it passes through are not the quote shown.
  const scrollingTo = useRef<number | null>(null);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    // In the carousel the list scrolls sideways, so keyboard users must be able to focus it too.
    if (getComputedStyle(list).overflowX === 'auto') list.tabIndex = 0;
    const onScroll = () => {
      const at = Math.round(list.scrollLeft / Math.max(1, list.clientWidth));
      if (scrollingTo.current !== null) {
        if (at === scrollingTo.current) scrollingTo.current = null;
        return;
      }
      setIndex(at);
    };
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => list.removeEventListener('scroll', onScroll);
  }, [listId]);

  const show = (next: number) => {
    const list = document.getElementById(listId);
    if (!list) return;
    const target = (next + count) % count;
    const at = Math.round(list.scrollLeft / Math.max(1, list.clientWidth));
    scrollingTo.current = at === target ? null : target;
    list.scrollTo({
      left: target * list.clientWidth,
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
    setIndex(target);
  };

  return (
    <div className={styles.controls}>
      <Button variant="secondary" size="sm" disabled={!hydrated} onClick={() => show(index - 1)}>
        Previous testimonial
      </Button>
      <p aria-live="polite">
        {index + 1} of {count}
      </p>
      <Button variant="secondary" size="sm" disabled={!hydrated} onClick={() => show(index + 1)}>
        Next testimonial
      </Button>
    </div>
  );
}
