'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FormMessage, formStyles, TextField } from '@/components/ui/Form';
import { requestJson } from '@/lib/fetch';
import type { AdminUserView } from '@/lib/auth/types';
import { FilterForm } from '../FilterForm';
import { Pager } from '../Pager';
import * as styles from './AdminUsersTable.css';

const PATH = '/admin/users';
const columns = ['Name', 'Email', 'Role', 'Status', 'Two-factor', 'Actions'];

export type AdminUsersPage = {
  users: AdminUserView[];
  total: number;
  page: number;
  pageCount: number;
};

type AdminUsersTableProps = {
  page: AdminUsersPage;
  /** The search as typed (`?q=`), if any. */
  query?: string;
  currentUserId: string;
};

/** The link to another page of the same search. */
function pageHref(query: string | undefined, page: number) {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

function statusOf(user: AdminUserView) {
  if (user.suspendedAt) return 'Suspended';
  if (user.invitePending) return 'Invited';
  return 'Active';
}

/**
 * The accounts, found by name or e-mail, a page at a time: admins change roles, suspend and
 * reactivate, reset two-factor, end a user's sessions or delete an account (never their own).
 */
export function AdminUsersTable({ page, query, currentUserId }: AdminUsersTableProps) {
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (
    userId: string,
    method: 'PATCH' | 'DELETE' | 'POST',
    path: string,
    body: unknown,
    done: string,
  ) => {
    setBusy(userId);
    setMessage(null);
    const result = await requestJson(method, `/api/auth/admin/users/${userId}${path}`, body);
    setBusy(null);
    setMessage(result.ok ? { tone: 'success', text: done } : { tone: 'error', text: result.error });
    if (result.ok) router.refresh();
  };
  /** An action that asks first, as deleting does. */
  const confirmThen = (question: string, run: () => Promise<void>) => {
    if (window.confirm(question)) void run();
  };

  return (
    <div className={styles.page}>
      <FilterForm action={PATH} search submitLabel="Search">
        <TextField
          id="users-search"
          label="Search by name or e-mail"
          name="q"
          type="search"
          defaultValue={query ?? ''}
        />
      </FilterForm>

      <p aria-live="polite">
        {page.total === 1 ? '1 account' : `${page.total} accounts`}
        {query && (
          <>
            {' '}
            {page.total === 1 ? 'matches' : 'match'} “{query}”
          </>
        )}
        .
        {query && (
          <>
            {' '}
            <Link href={PATH}>Show every account</Link>
          </>
        )}
      </p>

      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}

      {page.users.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption data-visually-hidden="">Accounts, newest first</caption>
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
              {page.users.map((user) => {
                const self = user.id === currentUserId;
                const disabled = busy === user.id;
                return (
                  <tr key={user.id}>
                    <td className={styles.cell}>
                      {user.name || <span className={styles.muted}>Not set yet</span>}
                    </td>
                    <td className={styles.cell}>{user.email}</td>
                    <td className={styles.cell}>
                      <select
                        className={formStyles.input}
                        aria-label={`Role of ${user.email}`}
                        value={user.role}
                        disabled={disabled}
                        onChange={(event) =>
                          act(
                            user.id,
                            'PATCH',
                            '',
                            { role: event.target.value },
                            `Role of ${user.email} changed.`,
                          )
                        }
                      >
                        <option value="customer">customer</option>
                        <option value="admin">admin</option>
                      </select>
                    </td>
                    <td className={styles.cell}>{statusOf(user)}</td>
                    <td className={styles.cell}>{user.twoFactorEnabled ? 'on' : 'off'}</td>
                    <td className={styles.cell}>
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={disabled}
                          onClick={() =>
                            act(
                              user.id,
                              'PATCH',
                              '',
                              { endSessions: true },
                              `${user.email} was signed out everywhere.`,
                            )
                          }
                        >
                          End Sessions
                        </Button>
                        {!self && user.suspendedAt && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={disabled}
                            onClick={() =>
                              confirmThen(`Reactivate ${user.email}? They can sign in again.`, () =>
                                act(
                                  user.id,
                                  'POST',
                                  '/reactivate',
                                  {},
                                  `${user.email} can sign in again.`,
                                ),
                              )
                            }
                          >
                            Reactivate
                          </Button>
                        )}
                        {!self && !user.suspendedAt && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={disabled}
                            onClick={() =>
                              confirmThen(
                                `Suspend ${user.email}? They are signed out everywhere and cannot sign in until reactivated.`,
                                () =>
                                  act(
                                    user.id,
                                    'POST',
                                    '/suspend',
                                    {},
                                    `${user.email} is suspended and was signed out everywhere.`,
                                  ),
                              )
                            }
                          >
                            Suspend
                          </Button>
                        )}
                        {!self && user.twoFactorEnabled && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={disabled}
                            onClick={() =>
                              confirmThen(
                                `Reset two-factor authentication for ${user.email}? Their app and recovery codes stop working, they are signed out, and they sign in with their password alone.`,
                                () =>
                                  act(
                                    user.id,
                                    'POST',
                                    '/reset-two-factor',
                                    {},
                                    `Two-factor authentication of ${user.email} was reset.`,
                                  ),
                              )
                            }
                          >
                            Reset Two-Factor
                          </Button>
                        )}
                        {!self && (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={disabled}
                            onClick={() =>
                              confirmThen(
                                `Delete the account of ${user.email}? This cannot be undone.`,
                                () =>
                                  act(
                                    user.id,
                                    'DELETE',
                                    '',
                                    undefined,
                                    `The account of ${user.email} was deleted.`,
                                  ),
                              )
                            }
                          >
                            Delete
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <Pager
        label="Pages of accounts"
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => pageHref(query, n)}
        before="Newer accounts"
        after="Older accounts"
      />
    </div>
  );
}
