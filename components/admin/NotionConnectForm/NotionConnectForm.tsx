'use client';

import { useRouter } from 'next/navigation';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { notionConnectionSchema, type NotionConnectionInput } from '@/lib/notion/setup';

/** The integration secret and the database link; the server checks both with Notion before keeping them. */
// A secret and a database id are pasted, never completed or spell-checked.
const verbatim = { autoComplete: 'off', spellCheck: false } as const;

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
        {...verbatim}
        hint="Starts with ntn_. Kept encrypted; nobody can read it back."
        {...api.field('token')}
      />
      <TextField
        label="Database link"
        type="text"
        inputMode="url"
        {...verbatim}
        hint="Open the database in Notion and copy its link, or paste its id."
        {...api.field('database')}
      />
    </Form>
  );
}
