import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/Form';
import { PASSWORD_MIN } from '@/lib/validation/auth';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'>;

/** The password the account has now; password managers offer the saved one. */
export function CurrentPasswordField(props: PasswordFieldProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

/** A password being chosen, with the length rule as its hint; password managers offer a new one. */
export function NewPasswordField(props: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
      {...props}
    />
  );
}
