'use client';

import type { ReactNode } from 'react';
import { confirmedByServer } from '@/components/experiments/confirmed-in-browser';
import { LinkAction } from '@/components/ui/LinkAction';

type ConfirmBookingProps = {
  reference: string;
  token: string;
  /** The booking carries consultation answers: confirming it submits them too. */
  consultation: boolean;
  sentence: ReactNode;
};

/**
 * The button of the e-mailed "confirm your booking" link. Once the server has booked it, this
 * browser records the journey step and earns the achievement, as the booking page does for a
 * booking confirmed at once.
 */
export function ConfirmBooking({ reference, token, consultation, sentence }: ConfirmBookingProps) {
  return (
    <LinkAction
      sentence={sentence}
      label="Confirm Booking"
      busyLabel="Confirming..."
      path="/api/bookings/confirm"
      body={{ reference, token }}
      onDone={(answer) => {
        if (answer.newlyConfirmed !== true) return;
        confirmedByServer('booking_confirmed', { reference });
        if (consultation) confirmedByServer('consultation_submitted');
      }}
    />
  );
}
