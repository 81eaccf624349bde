'use client';

import { useRouter } from 'next/navigation';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
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
    <Form api={api} submitLabel="Connect Notion" busyLabel="Checking with Notion...">
      <TextField
        label="Internal integration secret"
        type="password"
        autoComplete="off"
        spellCheck={false}
        hint="Starts with ntn_. Kept encrypted; nobody can read it back."
        {...api.field('token')}
      />
      <TextField
        label="Database link"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint="Open the database in Notion and copy its link, or paste its id."
        {...api.field('database')}
      />
    </Form>
  );
}
