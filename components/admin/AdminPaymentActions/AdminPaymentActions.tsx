'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Form';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './AdminPaymentActions.css';

export type AdminPaymentActionsProps = {
  id: string;
  reference: string;
  /** What is still due (for a provisional booking, its price): the default amount to mark as paid. */
  balancePence: number;
  /** What may still be refunded. */
  refundablePence: number;
  /** Paid online: a refund goes back through the provider, no method to choose. */
  paidOnline: boolean;
  held: boolean;
};

const METHODS = [
  { value: 'card_terminal', label: 'Card terminal' },
  { value: 'cash', label: 'Cash' },
  { value: 'bank_transfer', label: 'Bank transfer' },
];

const toPence = (pounds: string) => Math.round(Number(pounds.replace(/[£,\s]/g, '')) * 100);
const toPounds = (pence: number) => (pence / 100).toFixed(2);

/** Money on one booking: record a payment taken at the studio, refund, or release a payment hold. */
export function AdminPaymentActions(props: AdminPaymentActionsProps) {
  const id = useId();
  const { busy, error, setError, send } = useRequestThenRefresh();
  const [form, setForm] = useState<'paid' | 'refund' | null>(null);
  // One key per opened form: a double click or a retry records the movement once.
  const requestKey = useRef<string>('');
  const open = (next: 'paid' | 'refund') => {
    requestKey.current = crypto.randomUUID();
    setError(null);
    setForm(form === next ? null : next);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amountPence = toPence(String(data.get('amount') ?? ''));
    if (!(amountPence > 0)) {
      setError('Enter an amount in pounds, e.g. 75.00.');
      return;
    }
    const headers = { 'Idempotency-Key': requestKey.current };
    const answer =
      form === 'paid'
        ? await send(
            'POST',
            `/api/admin/bookings/${props.id}/payments`,
            {
              amountPence,
              method: data.get('method'),
            },
            { headers },
          )
        : await send(
            'POST',
            `/api/admin/bookings/${props.id}/refunds`,
            {
              amountPence,
              reason: data.get('reason'),
              ...(props.paidOnline ? {} : { method: data.get('method') }),
            },
            { headers },
          );
    if (answer.ok) setForm(null);
  };

  const release = props.held && (
    <Button
      size="sm"
      variant="ghost"
      disabled={busy}
      onClick={async () => {
        if (window.confirm(`Release the hold of ${props.reference}? The slot becomes free.`))
          await send('POST', `/api/admin/bookings/${props.id}/release`);
      }}
    >
      Release hold
    </Button>
  );
  // An online hold waits for its checkout; a provisional booking paid at the studio is confirmed
  // by the money taken for it.
  if (props.held && props.paidOnline) {
    return (
      <div className={styles.actions}>
        {release}
        <RequestError error={error} />
      </div>
    );
  }
  if (props.balancePence <= 0 && props.refundablePence <= 0) return null;
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {props.balancePence > 0 && (
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={form === 'paid'}
            onClick={() => open('paid')}
          >
            Mark paid
          </Button>
        )}
        {props.refundablePence > 0 && (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={form === 'refund'}
            onClick={() => open('refund')}
          >
            Refund
          </Button>
        )}
        {release}
      </div>
      {form && (
        <form
          className={styles.form}
          onSubmit={submit}
          aria-label={
            form === 'paid'
              ? `Record a payment for ${props.reference}`
              : `Refund ${props.reference}`
          }
        >
          <TextField
            id={`${id}-amount`}
            name="amount"
            label="Amount (£)"
            inputMode="decimal"
            required
            defaultValue={toPounds(form === 'paid' ? props.balancePence : props.refundablePence)}
          />
          {form === 'refund' && (
            <TextField
              id={`${id}-reason`}
              name="reason"
              label="Reason"
              required
              minLength={2}
              maxLength={200}
            />
          )}
          {(form === 'paid' || !props.paidOnline) && (
            <SelectField
              id={`${id}-method`}
              name="method"
              label={form === 'paid' ? 'Paid by' : 'Handed back by'}
            >
              {METHODS.map((method) => (
                <option key={method.value} value={method.value}>
                  {method.label}
                </option>
              ))}
            </SelectField>
          )}
          <Button size="sm" type="submit" disabled={busy}>
            {form === 'paid'
              ? 'Record payment'
              : props.paidOnline
                ? 'Refund to card'
                : 'Record refund'}
          </Button>
        </form>
      )}
      <RequestError error={error} />
    </div>
  );
}
