'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { confirmedByServer } from '../../experiments/confirmed-in-browser';
import { Icon } from '../../ui/Icon';
import * as styles from './AssistantPanel.css';

export type AssistantMessage = {
  id: number;
  from: 'visitor' | 'assistant';
  text: string;
  links?: { label: string; href: string }[];
  failed?: boolean;
};

export type AssistantPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** For stories: a conversation already under way. */
  initialMessages?: AssistantMessage[];
};

const QUESTION_MAX = 500;
const GREETING =
  'Hi! Ask me about our studios, prices, opening hours or a free slot, e.g. "Is the Greenwich studio free on Saturday at 2pm?"';

type StreamLine =
  { type: 'text'; text: string } | { type: 'done'; links: { label: string; href: string }[] };

/** Sends one question and calls back with each piece of the streamed answer. */
async function ask(
  question: string,
  conversationId: string,
  onText: (text: string) => void,
): Promise<{ label: string; href: string }[]> {
  const response = await fetch('/api/assistant', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question, conversationId }),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? 'The assistant is not available right now. Please try again.');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let links: { label: string; href: string }[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const parsed = JSON.parse(line) as StreamLine;
      if (parsed.type === 'text') onText(parsed.text);
      else links = parsed.links;
    }
  }
  // Only the site's own pages are linked.
  return links.filter((link) => link.href.startsWith('/') && !link.href.startsWith('//'));
}

/** The studio assistant's chat: a dialog with the conversation, an input and a send button. */
export function AssistantPanel({ id, open, onClose, initialMessages = [] }: AssistantPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const conversationId = useRef<string | null>(null);
  const nextId = useRef(initialMessages.length + 1);
  const [messages, setMessages] = useState<AssistantMessage[]>(initialMessages);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages]);

  const update = (messageId: number, change: (message: AssistantMessage) => AssistantMessage) =>
    setMessages((all) =>
      all.map((message) => (message.id === messageId ? change(message) : message)),
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || busy) return;
    const first = conversationId.current === null;
    conversationId.current ??= crypto.randomUUID();
    const asked = nextId.current++;
    const answerId = nextId.current++;
    setMessages((all) => [
      ...all,
      { id: asked, from: 'visitor', text },
      { id: answerId, from: 'assistant', text: '' },
    ]);
    setQuestion('');
    setBusy(true);
    try {
      const links = await ask(text, conversationId.current, (piece) =>
        update(answerId, (message) => ({ ...message, text: message.text + piece })),
      );
      update(answerId, (message) => ({ ...message, links }));
      // The server has recorded the conversation: its journey step and the AI Conversationalist badge.
      if (first) confirmedByServer('assistant_conversation_started');
    } catch (error) {
      if (first) conversationId.current = null;
      update(answerId, (message) => ({
        ...message,
        failed: true,
        text: error instanceof Error ? error.message : String(error),
      }));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.panel}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Studio assistant
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label="Close the assistant"
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-relevant="additions text"
      >
        <p className={styles.assistant}>{GREETING}</p>
        {messages.map((message) => (
          <div
            key={message.id}
            className={message.from === 'visitor' ? styles.visitor : styles.assistant}
            data-from={message.from}
            data-failed={message.failed ? 'true' : undefined}
          >
            <span className={styles.speaker}>
              {message.from === 'visitor' ? 'You' : 'Assistant'}:{' '}
            </span>
            {message.text || (busy ? 'Thinking…' : '')}
            {message.links && message.links.length > 0 && (
              <ul className={styles.links}>
                {message.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} onClick={onClose}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          Ask the studio assistant
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          value={question}
          maxLength={QUESTION_MAX}
          autoComplete="off"
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className={styles.send} disabled={busy || !question.trim()}>
          <Icon name="send" size={18} />
          <span>Send</span>
        </button>
      </form>
    </div>
  );
}
