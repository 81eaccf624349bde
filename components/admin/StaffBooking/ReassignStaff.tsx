'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Staffing } from '@/lib/staff/staffing';
import { skillTitle } from '@/lib/skills';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Form';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './StaffBooking.css';

/**
 * Who runs a session and a choice of whoever else on the rota could: the server says whether they
 * are free for all of it (their hours, time off, other sessions) before anything changes.
 */
export function ReassignStaff({
  bookingId,
  reference,
  staffing,
}: {
  bookingId: string;
  reference: string;
  staffing: Staffing;
}) {
  const id = useId();
  const { busy, error, send } = useRequestThenRefresh();
  const [done, setDone] = useState<string | null>(null);
  const others = staffing.candidates.filter((person) => person.id !== staffing.person?.id);
  const needs = staffing.skills.map(skillTitle).join(', ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const staffId = String(new FormData(event.currentTarget).get('staffId'));
    const name = others.find((person) => person.id === staffId)?.name ?? 'them';
    setDone(null);
    const answer = await send('POST', `/api/admin/bookings/${bookingId}/staff`, { staffId });
    if (answer.ok) setDone(`${reference} is now ${name}'s.`);
  };

  return (
    <div className={styles.staffing}>
      <p>
        {staffing.person ? (
          <>
            Run by <strong>{staffing.person.name}</strong> ({staffing.person.jobTitle})
          </>
        ) : (
          'Nobody holds this session yet'
        )}
        {needs && <>; needs {needs}</>}.
      </p>
      {others.length > 0 && staffing.skills.length > 0 && (
        <form
          className={styles.staffingForm}
          onSubmit={submit}
          aria-label={`Reassign ${reference}`}
        >
          <SelectField id={`${id}-staff`} label="Give it to" name="staffId" required>
            {others.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}, {person.jobTitle}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? 'Reassigning…' : 'Reassign'}
          </Button>
        </form>
      )}
      <RequestError error={error} />
      {done && (
        <p role="status" className={styles.staffingDone}>
          {done}
        </p>
      )}
    </div>
  );
}
