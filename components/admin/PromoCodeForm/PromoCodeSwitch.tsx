'use client';

import { RequestButton } from '../../ui/RequestButton';

/** Switches a promo code on or off. */
export function PromoCodeSwitch({ id, active }: { id: string; active: boolean }) {
  return (
    <RequestButton
      label={active ? 'Switch off' : 'Switch on'}
      busyLabel="Saving..."
      run={(request) => request.send('PATCH', `/api/admin/promo-codes/${id}`, { active: !active })}
    />
  );
}
