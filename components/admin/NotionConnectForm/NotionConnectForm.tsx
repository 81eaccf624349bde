'use client';

import { useRouter } from 'next/navigation';
import { ApiForm } from '@/components/auth/ApiForm';
import { FormField } from '@/components/auth/FormField';
import { useApiForm } from '@/components/auth/useApiForm';
import { notionConnectionSchema, type NotionConnectionInput } from '@/lib/notion/setup';

/** The integration secret and the database link; the server checks both with Notion before keeping them. */
export function NotionConnectForm() {
  const router = useRouter();
  const api = useApiForm<NotionConnectionInput, { databaseTitle: string }>({
    schema: notionConnectionSchema,
    path: '/api/notion/connection',
    defaultValues: { token: '', database: '' },
    onSuccess: () => router.refresh(),
  });
  return (
    <ApiForm api={api} submitLabel="Connect Notion" busyLabel="Checking with Notion...">
      <FormField
        label="Internal integration secret"
        type="password"
        autoComplete="off"
        spellCheck={false}
        hint="Starts with ntn_. Kept encrypted; nobody can read it back."
        {...api.field('token')}
      />
      <FormField
        label="Database link"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint="Open the database in Notion and copy its link, or paste its id."
        {...api.field('database')}
      />
    </ApiForm>
  );
}
