'use client';

import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX, scrollToPageTop } from '@/lib/routing/scroll';
import { Icon } from '../../ui/Icon';
import { button } from './BackToTop.css';

/** Appears once the page is scrolled past 300 px (spec §4.6) and takes the visitor back up. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={button}
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      aria-label="Back to top"
      onClick={() => {
        scrollToPageTop();
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
