'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { accountLinks } from '@/lib/auth/navigation';
import type { SessionUser } from '@/lib/auth/types';
import { useAuth } from '../AuthProvider';
import * as styles from './AccountMenu.css';

/** The signed-in user's menu in the desktop header: account pages and Log Out. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { logout } = useAuth();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    if (await logout()) {
      router.push('/');
      router.refresh();
    }
  };

  return (
    <div className={styles.wrapper} ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" size={18} />
        <span className={styles.name}>{user.name}</span>
        <span data-visually-hidden="">account menu</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu} aria-label="Account">
          <li className={styles.email}>{user.email}</li>
          {accountLinks(user.role).map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.item} onClick={() => setOpen(false)}>
                <Icon name={link.icon} size={16} />
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.item} onClick={onLogout}>
              <Icon name="login" size={16} />
              Log Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
