'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { requestJson } from '@/lib/fetch';
import { Button } from '../Button';
import { FormMessage } from '../Form';
import { useHydrated } from '../Form/useHydrated';
import * as styles from './LinkAction.css';

/** What the route behind a link's button answers: its sentence, and maybe where to go next. */
export type LinkActionAnswer = { message: string; redirect?: string; [more: string]: unknown };

type LinkActionProps = {
  /** What pressing the button will do, said before it is pressed (the button's description). */
  sentence: ReactNode;
  label: string;
  busyLabel?: string;
  /** Where the button POSTs (the link's token in its query or `body`). */
  path: string;
  body?: unknown;
  /** What the browser does once the route has acted (before following a redirect). */
  onDone?: (answer: LinkActionAnswer) => void;
};

type State =
  | { kind: 'ready' }
  | { kind: 'pending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/**
 * The page an e-mailed link opens: a sentence and one button that POSTs. Following the link (a GET)
 * changes nothing, so a mail scanner that opens every link confirms, approves or cancels nothing.
 * The result is announced (status or alert) and takes the focus; an answer's `redirect` is followed.
 */
export function LinkAction({
  sentence,
  label,
  busyLabel = 'One moment...',
  path,
  body,
  onDone,
}: LinkActionProps) {
  const hydrated = useHydrated();
  const router = useRouter();
  const sentenceId = useId();
  const [state, setState] = useState<State>({ kind: 'ready' });
  const focusResult = (node: HTMLParagraphElement | null) => node?.focus();
  const running = useRef(false);

  async function press() {
    // aria-disabled, not disabled, while the request runs: the button keeps the keyboard focus.
    if (running.current) return;
    running.current = true;
    setState({ kind: 'pending' });
    const answer = await requestJson<LinkActionAnswer>('POST', path, body);
    running.current = false;
    if (!answer.ok) {
      setState({ kind: 'error', message: answer.error });
      return;
    }
    setState({ kind: 'done', message: answer.body.message });
    onDone?.(answer.body);
    if (answer.body.redirect) router.push(answer.body.redirect);
  }

  if (state.kind === 'done') {
    return (
      <FormMessage tone="success" tabIndex={-1} ref={focusResult} className={styles.result}>
        {state.message}
      </FormMessage>
    );
  }
  const pending = state.kind === 'pending';
  return (
    <div className={styles.action}>
      <p id={sentenceId} className={styles.sentence}>
        {sentence}
      </p>
      {state.kind === 'error' && <FormMessage tone="error">{state.message}</FormMessage>}
      <Button
        aria-describedby={sentenceId}
        aria-disabled={pending || undefined}
        disabled={!hydrated}
        onClick={press}
      >
        {pending ? busyLabel : label}
      </Button>
    </div>
  );
}
