'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { profileSchema, type ProfileInput } from '@/lib/validation/auth';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { useAuth } from '../AuthProvider';

export function ProfileForm({ name }: { name: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [saved, setSaved] = useState(false);
  const api = useApiForm<ProfileInput, { name: string }>({
    schema: profileSchema,
    method: 'PATCH',
    path: '/api/auth/account',
    defaultValues: { name },
    onSuccess: async () => {
      setSaved(true);
      await refresh();
      router.refresh();
    },
  });
  return (
    <Form
      api={api}
      submitLabel="Save Name"
      variant="secondary"
      notice={saved ? 'Your name was saved.' : null}
      onChange={() => setSaved(false)}
    >
      <TextField label="Name" autoComplete="name" {...api.field('name')} />
    </Form>
  );
}
