'use client';

import { Button } from '../../ui/Button';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';

/**
 * Takes one waiting place off its list (the customer's own, or any for staff); `place` names it for
 * a screen reader ("Ada Lovelace, Professional Podcast Setup on 2026-12-16"). When the row is gone
 * the focus goes to `focusAfter`, the list's heading, not to the page's start.
 */
export function LeaveWaitlist({
  entryId,
  label,
  place,
  focusAfter,
}: {
  entryId: string;
  label: string;
  place: string;
  focusAfter: string;
}) {
  const { busy, error, send } = useRequestThenRefresh();
  const leave = async () => {
    const answer = await send('DELETE', `/api/waitlist/${entryId}`);
    if (answer.ok) document.getElementById(focusAfter)?.focus();
  };
  return (
    <>
      <Button size="sm" variant="secondary" disabled={busy} onClick={leave}>
        {busy ? 'Removing…' : label}
        <span data-visually-hidden>: {place}</span>
      </Button>
      <RequestError error={error} />
    </>
  );
}
