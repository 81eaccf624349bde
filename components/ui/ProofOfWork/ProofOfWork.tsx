'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type {} from 'altcha/types/react';
import { CHALLENGE_PATH, PROOF_OF_WORK_HEADER } from '@/lib/anti-abuse/header';
import * as styles from './ProofOfWork.css';

// The ALTCHA widget (a web component, self-hosted: its script is part of this build and its workers
// are blob: URLs, allowed by worker-src). It solves by itself once the visitor starts on the form;
// each solved challenge is sent once, with the request that needs it, and the next one is solved
// straight after.

type Verified = { payload: string } | null;
type AltchaElement = HTMLElement & { verify: () => Promise<Verified>; reset: () => void };
type AltchaGlobal = {
  i18n: {
    get: (language: string) => Record<string, string>;
    set: (language: string, strings: Record<string, string>) => void;
  };
};

// Plain words for what the widget shows; nothing to tick unless the check failed.
const STRINGS = {
  label: 'Check this browser (tick to start)',
  verifying: 'Checking this browser, nothing to do…',
  verified: 'Browser checked',
  error: 'The browser check failed. Tick the box to try again.',
  expired: 'The browser check expired. Tick the box to try again.',
  waitAlert: 'Still checking this browser, one moment…',
  verificationRequired: 'Please wait for the browser check.',
};

// The widget's options besides the challenge: no logo, no link to its makers, no delay.
const CONFIGURATION = JSON.stringify({
  hideLogo: true,
  hideFooter: true,
  minDuration: 0,
  humanInteractionSignature: false,
});

let loading: Promise<void> | null = null;

/** The widget's script, once per page, with the site's words. */
function loadAltcha(): Promise<void> {
  loading ??= import('altcha').then(
    () => {
      const altcha = (globalThis as typeof globalThis & { $altcha?: AltchaGlobal }).$altcha;
      if (altcha) altcha.i18n.set('en', { ...altcha.i18n.get('en'), ...STRINGS });
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type ProofOfWork = {
  /** The widget, to render inside the form that needs it. */
  widget: ReactElement | null;
  /** The header of one solved challenge (waits for the solution); empty when it could not be solved. */
  headers: () => Promise<Record<string, string>>;
};

/**
 * A proof of work for a signed-out visitor's request (lib/anti-abuse). `enabled: false` (a
 * signed-in customer) renders nothing and sends no header. The work starts when the visitor first
 * focuses or touches the form (a form loaded on demand gets the focus handed over, which counts).
 */
export function useProofOfWork(enabled = true): ProofOfWork {
  const element = useRef<AltchaElement | null>(null);
  const [node, setNode] = useState<AltchaElement | null>(null);
  const solving = useRef<Promise<Verified> | null>(null);
  const [started, setStarted] = useState(false);

  // Null when it could not be solved (no script, no challenge): the server then says what to do.
  const solve = useCallback(async (): Promise<Verified> => {
    try {
      await loadAltcha();
      await customElements.whenDefined('altcha-widget');
      return (await element.current?.verify()) ?? null;
    } catch {
      return null;
    }
  }, []);

  const attach = useCallback((next: HTMLElement | null) => {
    element.current = next as AltchaElement | null;
    setNode(next as AltchaElement | null);
  }, []);

  const start = useCallback(() => {
    setStarted(true);
    solving.current ??= solve();
  }, [solve]);

  // The work starts when the visitor starts on the form, not for every page view.
  useEffect(() => {
    const form = node?.closest('form');
    if (!enabled || !form || started) return;
    form.addEventListener('focusin', start, { once: true });
    form.addEventListener('pointerdown', start, { once: true });
    return () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerdown', start);
    };
  }, [enabled, node, start, started]);

  // An expired or failed solution is not sent: the next request solves a new challenge.
  useEffect(() => {
    const widget = node;
    if (!enabled || !widget) return;
    const onState = (event: Event) => {
      const { state } = (event as CustomEvent<{ state: string }>).detail;
      if (state === 'expired' || state === 'error') solving.current = null;
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [enabled, node]);

  const headers = useCallback(async (): Promise<Record<string, string>> => {
    if (!enabled) return {};
    setStarted(true);
    // Each solution is accepted once: the next request gets the one solved after it.
    const current = solving.current ?? solve();
    solving.current = current.then(solve);
    const verified = await current;
    return verified?.payload ? { [PROOF_OF_WORK_HEADER]: verified.payload } : {};
  }, [enabled, solve]);

  const widget = useMemo(
    () =>
      enabled ? (
        <div className={styles.frame} data-testid="proof-of-work">
          <altcha-widget
            ref={attach}
            challenge={CHALLENGE_PATH}
            auto="off"
            language="en"
            name="proof"
            configuration={CONFIGURATION}
            className={styles.widget}
          />
        </div>
      ) : null,
    [enabled, attach],
  );

  return { widget, headers };
}
