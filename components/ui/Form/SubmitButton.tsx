'use client';

import { Button, type ButtonProps } from '../Button';
import { useHydrated } from './useHydrated';

type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** The request is running: the button is disabled and says `busyLabel`. */
  pending: boolean;
  busyLabel?: string;
};

export function SubmitButton({
  pending,
  busyLabel,
  disabled,
  children,
  ...button
}: SubmitButtonProps) {
  // Until hydration a click would submit the fields natively, and the message would be lost.
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={disabled || pending || !hydrated} {...button}>
      {pending && busyLabel ? busyLabel : children}
    </Button>
  );
}
