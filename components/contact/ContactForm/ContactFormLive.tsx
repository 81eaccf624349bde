'use client';

import { useRef } from 'react';
import { confirmedByServer } from '@/components/experiments/confirmed-in-browser';
import { useApiForm, type FormHandoff } from '@/components/ui/Form';
import { toast } from '@/components/ui/Toast';
import { apiRequest } from '@/lib/fetch';
import type { ContactMessage, ContactMessageInput } from '@/lib/validation/contact';
import { ContactFormView } from './ContactFormView';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/** Send Us a Message at work: validates on submit, then on every change, with the server's schema. */
export function ContactFormLive({
  privacyNote,
  handoff,
}: {
  privacyNote: string;
  handoff: FormHandoff;
}) {
  // One key per message: a retry after a lost answer returns the stored message, not a second one.
  const idempotencyKey = useRef<string | null>(null);
  const { form, field, onSubmit, pending } = useApiForm<ContactMessageInput, never, ContactMessage>(
    {
      schema: () => import('@/lib/validation/contact').then((m) => m.contactMessageSchema),
      defaultValues: {
        name: handoff.values.name ?? '',
        email: handoff.values.email ?? '',
        phone: handoff.values.phone ?? '',
        message: handoff.values.message ?? '',
      },
      // The toasts say what happened; a refusal shows the server's status and body as sent.
      send: async (values) => {
        idempotencyKey.current ??= crypto.randomUUID();
        try {
          await apiRequest('POST', '/api/contact', values, {
            headers: { 'Idempotency-Key': idempotencyKey.current },
          });
          idempotencyKey.current = null;
          confirmedByServer('contact_stored');
          toast({
            title: 'Message sent successfully!',
            description: "Thank you for your message. We'll get back to you within 24 hours.",
          });
          form.reset(EMPTY);
        } catch (error) {
          toast({
            variant: 'destructive',
            title: 'Failed to send message',
            description: error instanceof Error ? error.message : String(error),
          });
        }
        return null;
      },
    },
  );

  return (
    <ContactFormView
      field={field}
      onSubmit={onSubmit}
      pending={pending}
      privacyNote={privacyNote}
    />
  );
}
