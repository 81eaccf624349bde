'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestJson } from '@/lib/fetch';
import { confirmedByServer } from '../../experiments/confirmed-in-browser';
import {
  newsletterSubscriptionSchema,
  type NewsletterSubscription,
} from '@/lib/validation/newsletter';
import { Button } from '../../ui/Button';
import * as styles from './NewsletterForm.css';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** The footer newsletter box: validates like the server does and says plainly what happened. */
export function NewsletterForm() {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSubscription>({
    resolver: zodResolver(newsletterSubscriptionSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const answer = await requestJson<{ message?: string }>('POST', '/api/newsletter', values);
    if (!answer.ok) {
      setOutcome({ kind: 'error', text: answer.error });
      return;
    }
    if (answer.status === 201) confirmedByServer('newsletter_subscribed');
    setOutcome({ kind: 'success', text: answer.body.message ?? 'Thanks for subscribing!' });
    reset();
  });

  const errorText = errors.email?.message ?? (outcome?.kind === 'error' ? outcome.text : undefined);
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
          {...register('email')}
        />
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={errorText ? styles.error : styles.success}
        data-testid="newsletter-status"
      >
        {errorText ?? (outcome?.kind === 'success' ? outcome.text : '')}
      </p>
    </form>
  );
}
