'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from '@/lib/routing/navigation';
import { Icon } from '../../ui/Icon';
import { useHoldNotices } from '../../ui/NoticeQueue';
import { NavLinks } from '../Header/NavLinks';
import * as styles from './MobileDrawer.css';

type MobileDrawerProps = {
  links: readonly NavLink[];
  /** Shown only to visitors who are not signed in (spec §2.6). */
  guestLinks?: readonly NavLink[];
  /** The account part that knows the sign-in state (Log In / Sign Up or the account links). */
  account?: ReactNode;
};

/**
 * The side drawer, wherever the main links are not in the header bar (below 1,120 px). A modal
 * <dialog> gives focus containment, Escape to close and focus return to the menu button for free;
 * clicking the backdrop or a link closes it too. The buttons open and close it declaratively
 * (invoker commands, `closedby`), so the menu works before the page's scripts have come; the
 * handlers do the same where a browser lacks those. No notice shows while it is open.
 */
export function MobileDrawer({ links, guestLinks = [], account }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const titleId = useId();
  const drawerId = useId();
  useHoldNotices(open);

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  const show = () => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...{ commandfor: drawerId, command: 'show-modal' }}
        onClick={show}
      >
        <Icon name="menu" />
      </button>
      <dialog
        ref={dialogRef}
        id={drawerId}
        closedby="any"
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onToggle={(event) => setOpen((event.nativeEvent as ToggleEvent).newState === 'open')}
        onClick={(event) => {
          // A click on the dialog element itself (not its content) is a click on the backdrop.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            Menu
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Close menu"
            {...{ commandfor: drawerId, command: 'close' }}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <NavLinks items={links} layout="drawer" onNavigate={close} />
          {guestLinks.length > 0 && (
            <div className={styles.section}>
              <NavLinks items={guestLinks} layout="drawer" onNavigate={close} />
            </div>
          )}
          {account && <div className={styles.section}>{account}</div>}
        </nav>
      </dialog>
    </>
  );
}
