'use client';

import { Button } from '../../ui/Button';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import { TIME_OFF_START_ID } from './TimeOffForm';

/** Takes one entry of time off back; `when` names it for a screen reader ("2026-06-03 09:00"). */
export function RemoveTimeOff({
  personId,
  entryId,
  when,
}: {
  personId: string;
  entryId: string;
  when: string;
}) {
  const { busy, error, send } = useRequestThenRefresh();
  const remove = async () => {
    const answer = await send('DELETE', `/api/admin/staff/${personId}/time-off/${entryId}`);
    // The row and its button are gone: the focus goes to adding time off, not to the page's start.
    if (answer.ok) document.getElementById(TIME_OFF_START_ID)?.focus();
  };
  return (
    <>
      <Button size="sm" variant="secondary" disabled={busy} onClick={remove}>
        {busy ? 'Removing...' : 'Remove'}
        <span data-visually-hidden> the time off from {when}</span>
      </Button>
      <RequestError error={error} />
    </>
  );
}
