'use client';

import { useRouter } from 'next/navigation';
import { Form, TextAreaField, useApiForm } from '@/components/ui/Form';
import type { NoteSubject } from '@/lib/db/schema/enums';
import { newNoteSchema, type NewNote } from '@/lib/validation/notes';

/** Adds a note to a lead's or an application's thread, then shows the thread with it. */
export function AddNoteForm({ subject, subjectId }: { subject: NoteSubject; subjectId: string }) {
  const router = useRouter();
  const api = useApiForm<NewNote, unknown>({
    schema: newNoteSchema,
    path: '/api/admin/notes',
    defaultValues: { subject, subjectId, body: '' },
    onSuccess: () => {
      api.form.reset({ subject, subjectId, body: '' });
      router.refresh();
    },
  });
  return (
    <Form api={api} submitLabel="Add note" busyLabel="Adding...">
      <TextAreaField label="New note" rows={2} {...api.field('body')} />
    </Form>
  );
}
