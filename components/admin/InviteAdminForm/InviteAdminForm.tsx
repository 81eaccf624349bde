'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import type { AdminUserView } from '@/lib/auth/types';
import { adminInviteSchema, type AdminInviteInput } from '@/lib/validation/auth';

type InviteAnswer = { user: AdminUserView; resent: boolean };

/** Invites an admin by e-mail: the account is created and a single-use link (seven days) is sent. */
export function InviteAdminForm() {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const api = useApiForm<AdminInviteInput, InviteAnswer>({
    schema: adminInviteSchema,
    path: '/api/auth/admin/users',
    defaultValues: { email: '', name: '' },
    onSuccess: ({ user, resent }) => {
      setNotice(
        resent
          ? `A new invitation was sent to ${user.email}; the earlier link no longer works.`
          : `An invitation was sent to ${user.email}. The link works once, within seven days.`,
      );
      api.form.reset();
      router.refresh();
    },
  });
  return (
    <Form
      api={api}
      submitLabel="Send Invitation"
      busyLabel="Sending..."
      notice={notice}
      onChange={() => setNotice(null)}
    >
      <TextField label="Email" type="email" autoComplete="off" {...api.field('email')} />
      <TextField
        label="Name (optional)"
        autoComplete="off"
        hint="They can change it when they accept."
        {...api.field('name')}
      />
    </Form>
  );
}
