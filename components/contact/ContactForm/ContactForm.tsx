'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { confirmedByServer } from '@/components/experiments/confirmed-in-browser';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/Toast';
import { apiRequest } from '@/lib/fetch';
import {
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@/lib/validation/contact';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  // One key per message: a retry after a lost answer returns the stored message, not a second one.
  const idempotencyKey = useRef<string | null>(null);
  const send = async (values: ContactMessage) => {
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
      reset(EMPTY);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to send message',
        description: error instanceof Error ? error.message : String(error),
      });
    }
  };
  // Called on submit, not during render: the key is read only then.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(send)(event);

  const fieldProps = (name: keyof ContactMessageInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof ContactMessageInput) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="contact-form">
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>
            Name*
          </label>
          <input
            type="text"
            autoComplete="name"
            aria-required="true"
            className={styles.input}
            {...fieldProps('name')}
            {...register('name')}
          />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            Email*
          </label>
          <input
            type="email"
            autoComplete="email"
            aria-required="true"
            className={styles.input}
            {...fieldProps('email')}
            {...register('email')}
          />
          {fieldError('email')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          Phone (Optional)
        </label>
        <input
          type="tel"
          autoComplete="tel"
          className={styles.input}
          {...fieldProps('phone')}
          {...register('phone')}
        />
        {fieldError('phone')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`} className={styles.label}>
          Message*
        </label>
        <textarea
          rows={6}
          aria-required="true"
          className={styles.textarea}
          {...fieldProps('message')}
          {...register('message')}
        />
        {fieldError('message')}
      </div>
      <PrivacyNote text={privacyNote} />
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}
