'use client';

import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Form';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './PromoCodeForm.css';

export type PromoCodeFormProps = {
  studios: { id: string; title: string }[];
  addOns: { id: string; name: string }[];
};

const optional = (value: FormDataEntryValue | null) => (value ? String(value) : undefined);
const instant = (value: FormDataEntryValue | null) =>
  value ? new Date(`${String(value)}T00:00:00`).toISOString() : undefined;

/** Creates a promo code: percent or amount off, its dates, its limits, and what it applies to. */
export function PromoCodeForm({ studios, addOns }: PromoCodeFormProps) {
  const id = useId();
  const { busy, error, send } = useRequestThenRefresh();
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [created, setCreated] = useState<string | null>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = Number(data.get('value'));
    const answer = await send('POST', '/api/admin/promo-codes', {
      code: data.get('code'),
      description: optional(data.get('description')),
      kind,
      value: kind === 'amount' ? Math.round(value * 100) : value,
      validFrom: instant(data.get('validFrom')),
      validUntil: instant(data.get('validUntil')),
      maxUses: optional(data.get('maxUses')),
      maxUsesPerCustomer: optional(data.get('maxUsesPerCustomer')),
      studioId: optional(data.get('studioId')),
      addOnId: optional(data.get('addOnId')),
    });
    if (answer.ok) {
      setCreated(String(data.get('code')).toUpperCase());
      form.reset();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>New promo code</h3>
      <div className={styles.grid}>
        <TextField
          id={`${id}-code`}
          name="code"
          label="Code"
          required
          minLength={3}
          maxLength={40}
          pattern="[A-Za-z0-9_-]+"
        />
        <TextField
          id={`${id}-description`}
          name="description"
          label="Note (optional)"
          maxLength={200}
        />
        <SelectField
          id={`${id}-kind`}
          label="Discount"
          value={kind}
          onChange={(event) => setKind(event.target.value as 'percent' | 'amount')}
        >
          <option value="percent">Percent off</option>
          <option value="amount">Amount off (£)</option>
        </SelectField>
        <TextField
          id={`${id}-value`}
          name="value"
          label={kind === 'percent' ? 'Percent' : 'Pounds'}
          inputMode="decimal"
          required
        />
        <TextField id={`${id}-from`} name="validFrom" type="date" label="Valid from (optional)" />
        <TextField
          id={`${id}-until`}
          name="validUntil"
          type="date"
          label="Valid until (optional)"
        />
        <TextField
          id={`${id}-max`}
          name="maxUses"
          inputMode="numeric"
          label="Uses in total (optional)"
        />
        <TextField
          id={`${id}-per`}
          name="maxUsesPerCustomer"
          inputMode="numeric"
          label="Uses per customer (optional)"
        />
        <SelectField id={`${id}-studio`} name="studioId" label="Only for studio" defaultValue="">
          <option value="">Any studio</option>
          {studios.map((studio) => (
            <option key={studio.id} value={studio.id}>
              {studio.title}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${id}-addon`} name="addOnId" label="Only off add-on" defaultValue="">
          <option value="">The whole booking</option>
          {addOns.map((addOn) => (
            <option key={addOn.id} value={addOn.id}>
              {addOn.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.footer}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : 'Create code'}
        </Button>
        <RequestError error={error} />
        {created && !error && <span role="status">Created {created}.</span>}
      </div>
    </form>
  );
}
