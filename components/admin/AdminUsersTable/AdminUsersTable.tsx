'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { requestJson } from '@/lib/fetch';
import type { AccountView } from '@/lib/auth/types';
import { FormMessage, formStyles } from '@/components/ui/Form';
import * as styles from './AdminUsersTable.css';

const columns = ['Name', 'Email', 'Role', 'Two-factor', 'Actions'];

type AdminUsersTableProps = { users: AccountView[]; currentUserId: string };

/** Every account with its role; admins change roles, end a user's sessions or delete an account. */
export function AdminUsersTable({ users, currentUserId }: AdminUsersTableProps) {
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (userId: string, method: 'PATCH' | 'DELETE', body: unknown, done: string) => {
    setBusy(userId);
    setMessage(null);
    const result = await requestJson(method, `/api/auth/admin/users/${userId}`, body);
    setBusy(null);
    setMessage(result.ok ? { tone: 'success', text: done } : { tone: 'error', text: result.error });
    if (result.ok) router.refresh();
  };

  return (
    <>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption data-visually-hidden="">Accounts</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} className={styles.cell} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td className={styles.cell}>{user.name}</td>
                <td className={styles.cell}>{user.email}</td>
                <td className={styles.cell}>
                  <select
                    className={formStyles.input}
                    aria-label={`Role of ${user.email}`}
                    value={user.role}
                    disabled={busy === user.id}
                    onChange={(event) =>
                      act(
                        user.id,
                        'PATCH',
                        { role: event.target.value },
                        `Role of ${user.email} changed.`,
                      )
                    }
                  >
                    <option value="customer">customer</option>
                    <option value="admin">admin</option>
                  </select>
                </td>
                <td className={styles.cell}>{user.twoFactorEnabled ? 'on' : 'off'}</td>
                <td className={styles.cell}>
                  <div className={styles.actions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy === user.id}
                      onClick={() =>
                        act(
                          user.id,
                          'PATCH',
                          { endSessions: true },
                          `${user.email} was signed out everywhere.`,
                        )
                      }
                    >
                      End Sessions
                    </Button>
                    {user.id !== currentUserId && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy === user.id}
                        onClick={() => {
                          if (
                            window.confirm(
                              `Delete the account of ${user.email}? This cannot be undone.`,
                            )
                          ) {
                            void act(
                              user.id,
                              'DELETE',
                              undefined,
                              `The account of ${user.email} was deleted.`,
                            );
                          }
                        }}
                      >
                        Delete
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
