'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { profileSchema, type ProfileInput } from '@/lib/validation/auth';
import { useAuth } from '../AuthProvider';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

export function ProfileForm({ name }: { name: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [saved, setSaved] = useState(false);
  const { form, onSubmit, serverError } = useApiForm<ProfileInput, { name: string }>({
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
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={formLayout}
      method="post"
      onSubmit={onSubmit}
      onChange={() => setSaved(false)}
      noValidate
    >
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      {saved && <FormMessage tone="success">Your name was saved.</FormMessage>}
      <FormField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        Save Name
      </Button>
    </form>
  );
}
