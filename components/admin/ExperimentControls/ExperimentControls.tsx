'use client';

import { useId, type FormEvent } from 'react';
import type { ExperimentStatus } from '@/lib/db/schema/experiments';
import { Button } from '../../ui/Button';
import { FormMessage, formStyles } from '../../ui/Form';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './ExperimentControls.css';

export type ExperimentControlsProps = {
  id: string;
  name: string;
  status: ExperimentStatus;
  winner: string | null;
  variants: { name: string; weight: number }[];
};

/** An admin's levers on one A/B test: pause or resume, new weights, roll out a winner. */
export function ExperimentControls({
  id,
  name,
  status,
  winner,
  variants,
}: ExperimentControlsProps) {
  const formId = useId();
  const { busy, error, send } = useRequestThenRefresh();
  const change = (body: unknown) => send('POST', `/api/admin/experiments/${id}`, body);

  const saveWeights = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const weights = Object.fromEntries(
      variants.map((variant) => [variant.name, Number(data.get(variant.name))]),
    );
    await change({ action: 'weights', weights });
  };

  const rollOut = async (variant: string) => {
    const question = `Roll out ${variant} of ${name}? Every visitor then sees it and the test stops counting.`;
    if (window.confirm(question)) await change({ action: 'rollout', winner: variant });
  };

  return (
    <div className={styles.controls}>
      <div className={styles.row}>
        {status === 'running' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => change({ action: 'pause' })}
          >
            Pause test
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => change({ action: 'resume' })}
          >
            {status === 'rolled_out' ? `Stop rollout of ${winner} and resume test` : 'Resume test'}
          </Button>
        )}
        {variants.map((variant) => (
          <Button
            key={variant.name}
            size="sm"
            variant="ghost"
            disabled={busy || (status === 'rolled_out' && winner === variant.name)}
            onClick={() => rollOut(variant.name)}
          >
            Roll out {variant.name}
          </Button>
        ))}
      </div>
      <form className={styles.row} onSubmit={saveWeights} aria-label={`Weights of ${name}`}>
        {variants.map((variant) => (
          <label key={variant.name} className={styles.weight} htmlFor={`${formId}-${variant.name}`}>
            {variant.name}
            <input
              id={`${formId}-${variant.name}`}
              className={formStyles.input}
              name={variant.name}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              required
              defaultValue={variant.weight}
            />
          </label>
        ))}
        <Button size="sm" type="submit" disabled={busy}>
          Save weights
        </Button>
      </form>
      <p className={styles.hint}>
        New weights steer new visitors only; nobody already assigned is moved.
      </p>
      {error && (
        <FormMessage tone="error" inline>
          {error}
        </FormMessage>
      )}
    </div>
  );
}
