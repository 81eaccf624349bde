'use client';

import { useId, useState } from 'react';
import { requestJson } from '@/lib/fetch';
import type { NewsletterSubscription } from '@/lib/validation/newsletter';
import { confirmedByServer } from '../../experiments/confirmed-in-browser';
import { FormMessage, SubmitButton, useApiForm } from '../../ui/Form';
import * as styles from './NewsletterForm.css';

/** The footer newsletter box: validates like the server does and says plainly what happened. */
export function NewsletterForm() {
  const id = useId();
  const [thanks, setThanks] = useState<string | null>(null);
  const { form, onSubmit, serverError, pending } = useApiForm<
    NewsletterSubscription,
    { message?: string }
  >({
    schema: () => import('@/lib/validation/newsletter').then((m) => m.newsletterSubscriptionSchema),
    send: (values) => {
      setThanks(null);
      return requestJson('POST', '/api/newsletter', values);
    },
    onSuccess: (answer, _values, status) => {
      if (status === 201) confirmedByServer('newsletter_subscribed');
      setThanks(answer.message ?? 'Check your inbox to confirm your subscription.');
      form.reset();
    },
  });

  // One line under the box says what happened, so the input and the form both point at it.
  const errorText = form.formState.errors.email?.message ?? serverError ?? undefined;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-status`}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Get studio news and podcasting tips by e-mail
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={styles.input}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={`${id}-status`}
          {...form.register('email')}
        />
        <SubmitButton size="sm" pending={pending} busyLabel="Subscribing...">
          Subscribe
        </SubmitButton>
      </div>
      <FormMessage
        id={`${id}-status`}
        role="status"
        tone={errorText ? 'error' : 'success'}
        inline
        className={styles.status}
        data-testid="newsletter-status"
      >
        {errorText ?? thanks ?? ''}
      </FormMessage>
    </form>
  );
}
