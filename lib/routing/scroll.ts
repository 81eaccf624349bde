// Shared scrolling rules for the browser: smooth unless the visitor asked for reduced motion.
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function scrollToPageTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
