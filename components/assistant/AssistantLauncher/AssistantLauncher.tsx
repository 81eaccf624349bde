'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { useHoldNotices } from '../../ui/NoticeQueue';
import * as styles from './AssistantLauncher.css';

// The chat itself is a separate chunk, loaded the first time a visitor opens it.
const AssistantPanel = lazy(() =>
  import('../AssistantPanel/AssistantPanel').then((module) => ({ default: module.AssistantPanel })),
);

/**
 * The small "Ask us" button on every public page; the assistant's code loads only when it is opened.
 * No notice shows while the assistant is open.
 */
export function AssistantLauncher() {
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useHoldNotices(open);
  const [loaded, setLoaded] = useState(false);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <Icon name="chat" size={20} />
        <span>Ask us</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <AssistantPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
