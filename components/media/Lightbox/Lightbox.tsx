'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHoldNotices } from '../../ui/NoticeQueue';
import * as styles from './Lightbox.css';

export type LightboxItem = {
  key: string;
  title: string;
  description?: string | null;
  features?: readonly string[] | null;
  media: ReactNode;
};

type LightboxProps = {
  items: readonly LightboxItem[];
  /** The open item, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Called each time the lightbox opens (not when it moves between items). */
  onOpen?: () => void;
  /** Names the dialog for assistive technology, e.g. "Studio details". */
  label: string;
};

/**
 * A full-screen modal viewer on the native <dialog>: Escape and the backdrop close it, previous
 * and next wrap around at both ends (also with the arrow keys), focus stays inside while it is
 * open and returns to the element that opened it. No notice shows while it is open.
 */
export function Lightbox({ items, index, onIndexChange, onOpen, label }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const open = index !== null && items.length > 0;
  useHoldNotices(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      onOpen?.();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, onOpen]);

  const close = () => onIndexChange(null);
  const step = (delta: number) => {
    if (index === null) return;
    onIndexChange((index + delta + items.length) % items.length);
  };

  const item = open ? items[index] : undefined;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={label}
      onClose={() => {
        if (open) close();
        openerRef.current?.focus();
      }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        if (event.key === 'ArrowLeft') step(-1);
      }}
    >
      {item && (
        <div className={styles.panel}>
          <button type="button" className={styles.close} onClick={close} aria-label="Close">
            ×
          </button>
          <div className={styles.media}>{item.media}</div>
          <div className={styles.details}>
            <p className={styles.counter} aria-live="polite">
              {index! + 1} of {items.length}
            </p>
            <h2 className={styles.title}>{item.title}</h2>
            {item.description && <p className={styles.description}>{item.description}</p>}
            {item.features && item.features.length > 0 && (
              <ul className={styles.features}>
                {item.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            <div className={styles.nav}>
              <button
                type="button"
                className={styles.navButton}
                onClick={() => step(-1)}
                aria-label="Previous"
              >
                ← Previous
              </button>
              <button
                type="button"
                className={styles.navButton}
                onClick={() => step(1)}
                aria-label="Next"
              >
                Next →
              </button>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
