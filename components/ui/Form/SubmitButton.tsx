import { Button, type ButtonProps } from '../Button';

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
  return (
    <Button type="submit" disabled={disabled || pending} {...button}>
      {pending && busyLabel ? busyLabel : children}
    </Button>
  );
}
