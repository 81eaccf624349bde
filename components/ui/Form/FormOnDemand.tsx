'use client';

import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import * as styles from './Form.css';

/** What the light form had when the live one took over: the values typed so far. */
export type FormHandoff = { values: Readonly<Record<string, string>> };

type LiveForm<Props> = ComponentType<Props & { handoff: FormHandoff }>;

type FormOnDemandProps<Props> = {
  /** Imports the live form: the kit's useApiForm, and react-hook-form with it. */
  load: () => Promise<LiveForm<Props>>;
  props: Props;
  /** The same form's markup with plain named inputs and no script of its own. */
  children: ReactNode;
};

// Far enough ahead that a scrolling visitor meets the live form.
const NEAR = '600px';

/**
 * A form on every page whose code waits until it is about to be used: `children` draws it (in the
 * server HTML and at hydration, which stay small), and the live form replaces it when it comes
 * within 600 px of the viewport or is pointed at, focused, typed into or submitted. The swap is one
 * synchronous commit that carries the values typed, the focused control (and its caret) and a
 * submit pressed while the code was on its way. Nothing waits on it: no Suspense boundary, so a
 * navigation or a refresh never holds for this code (it did with a lazy island, see README).
 */
export function FormOnDemand<Props extends object>({
  load,
  props,
  children,
}: FormOnDemandProps<Props>) {
  const frame = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ Form: LiveForm<Props>; handoff: FormHandoff } | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitPressed = useRef(false);

  const wake = () => {
    loading.current ??= load().then(
      (Form) => takeOver(Form),
      (error: unknown) => {
        // The light form stays; the next touch tries again.
        loading.current = null;
        console.warn('The form could not load', error);
      },
    );
  };

  const takeOver = (Form: LiveForm<Props>) => {
    const form = frame.current?.querySelector('form');
    if (!form) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') values[name] = value;
    }
    const controls = Array.from(form.elements);
    const active = document.activeElement;
    const focused = active ? controls.indexOf(active) : -1;
    const caret: [number | null, number | null] | null =
      active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
        ? [active.selectionStart, active.selectionEnd]
        : null;
    flushSync(() => setLive({ Form, handoff: { values } }));

    const next = frame.current?.querySelector('form');
    if (!next) return;
    const control = focused >= 0 ? next.elements[focused] : null;
    if (control instanceof HTMLElement) {
      control.focus();
      if (caret && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
        try {
          control.setSelectionRange(caret[0], caret[1]);
        } catch {
          // Inputs such as type=email keep no selection.
        }
    }
    if (submitPressed.current) next.requestSubmit();
  };

  const onNear = useEffectEvent(wake);
  useEffect(() => {
    const form = frame.current?.querySelector('form');
    if (live || !form) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: NEAR },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [live]);

  if (live) {
    return (
      <div ref={frame} className={styles.onDemand}>
        <live.Form {...props} handoff={live.handoff} />
      </div>
    );
  }
  const submitLater = (event: FormEvent) => {
    event.preventDefault();
    submitPressed.current = true;
    wake();
  };
  return (
    <div
      ref={frame}
      className={styles.onDemand}
      onPointerDownCapture={wake}
      onFocusCapture={wake}
      onInputCapture={wake}
      onSubmitCapture={submitLater}
    >
      {children}
    </div>
  );
}
