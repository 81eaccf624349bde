'use client';

import { useState } from 'react';
import { requestJson } from '@/lib/fetch';
import type { NewsletterSubscription } from '@/lib/validation/newsletter';
import { confirmedByServer } from '../../experiments/confirmed-in-browser';
import { useApiForm, type FormHandoff } from '../../ui/Form';
import { useProofOfWork } from '../../ui/ProofOfWork';
import { NewsletterFormView } from './NewsletterFormView';

/** The newsletter box at work: validates like the server does and says plainly what happened. */
export function NewsletterFormLive({ handoff }: { handoff: FormHandoff }) {
  const [thanks, setThanks] = useState<string | null>(null);
  const proof = useProofOfWork();
  const { form, onSubmit, serverError, pending } = useApiForm<
    NewsletterSubscription,
    { message?: string }
  >({
    schema: () => import('@/lib/validation/newsletter').then((m) => m.newsletterSubscriptionSchema),
    defaultValues: { email: handoff.values.email ?? '' },
    send: async (values) => {
      setThanks(null);
      return requestJson('POST', '/api/newsletter', values, { headers: await proof.headers() });
    },
    // The answer is the same for a new and a known address (it never says which), so each sign-up counts here.
    onSuccess: (answer) => {
      confirmedByServer('newsletter_subscribed');
      setThanks(answer.message ?? 'Check your inbox to confirm your subscription.');
      form.reset({ email: '' });
    },
  });

  return (
    <NewsletterFormView
      email={form.register('email')}
      onSubmit={onSubmit}
      pending={pending}
      errorText={form.formState.errors.email?.message ?? serverError ?? undefined}
      thanks={thanks}
      proof={proof.widget}
    />
  );
}
