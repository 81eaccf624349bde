'use client';

import Link from 'next/link';
import { useId, useRef } from 'react';
import { confirmedByServer } from '@/components/experiments/confirmed-in-browser';
import {
  EmailField,
  NameField,
  PhoneField,
  SubmitButton,
  TextAreaField,
  useApiForm,
} from '@/components/ui/Form';
import { toast } from '@/components/ui/Toast';
import { apiRequest } from '@/lib/fetch';
import type { ContactMessage, ContactMessageInput } from '@/lib/validation/contact';
import * as styles from './ContactForm.css';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/** The privacy note with its "Privacy Policy" words linked to /privacy (appended if missing). */
function PrivacyNote({ text }: { text: string }) {
  const at = text.indexOf('Privacy Policy');
  const link = (
    <Link href="/privacy" className={styles.link}>
      Privacy Policy
    </Link>
  );
  if (at < 0) {
    return (
      <p className={styles.note}>
        {text} {link}
      </p>
    );
  }
  return (
    <p className={styles.note}>
      {text.slice(0, at)}
      {link}
      {text.slice(at + 'Privacy Policy'.length)}
    </p>
  );
}

/** Send Us a Message: validates on submit, then on every change, with the server's own schema. */
export function ContactForm({ privacyNote }: { privacyNote: string }) {
  const id = useId();
  // One key per message: a retry after a lost answer returns the stored message, not a second one.
  const idempotencyKey = useRef<string | null>(null);
  const { form, field, onSubmit, pending } = useApiForm<ContactMessageInput, never, ContactMessage>(
    {
      schema: () => import('@/lib/validation/contact').then((m) => m.contactMessageSchema),
      defaultValues: EMPTY,
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
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="contact-form">
      <div className={styles.row}>
        <NameField id={`${id}-name`} type="text" aria-required="true" {...field('name')} />
        <EmailField id={`${id}-email`} aria-required="true" {...field('email')} />
      </div>
      <PhoneField id={`${id}-phone`} {...field('phone')} />
      <TextAreaField
        id={`${id}-message`}
        label="Message*"
        rows={6}
        aria-required="true"
        {...field('message')}
      />
      <PrivacyNote text={privacyNote} />
      <SubmitButton className={styles.submit} pending={pending} busyLabel="Sending Message...">
        Send Message
      </SubmitButton>
    </form>
  );
}
