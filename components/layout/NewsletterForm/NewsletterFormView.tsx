import { useId, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { FormMessage } from '../../ui/Form/FormMessage';
import { SubmitButton } from '../../ui/Form/SubmitButton';
import { frame as proofFrame } from '../../ui/ProofOfWork/ProofOfWork.css';
import * as styles from './NewsletterForm.css';

type NewsletterFormViewProps = {
  /** Spread on the e-mail box: its name, and the live form's registration. */
  email: ComponentProps<'input'> & { name: 'email' };
  onSubmit?: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** Why the address was refused; shown instead of `thanks`. */
  errorText?: string;
  thanks?: string | null;
  /** The live form's proof-of-work widget (components/ui/ProofOfWork). */
  proof?: ReactNode;
};

/** The footer newsletter box as drawn, by the light form and by the live one alike. */
export function NewsletterFormView({
  email,
  onSubmit,
  pending,
  errorText,
  thanks,
  proof,
}: NewsletterFormViewProps) {
  const id = useId();
  // One line under the box says what happened, so the input and the form both point at it.
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-status`}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Get studio news and podcasting tips by e-mail
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={styles.input}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={`${id}-status`}
          {...email}
        />
        <SubmitButton size="sm" pending={pending} busyLabel="Subscribing...">
          Subscribe
        </SubmitButton>
      </div>
      {/* The live form's check takes the room kept for it here, so nothing moves when it loads. */}
      {proof ?? <div className={proofFrame} />}
      <FormMessage
        id={`${id}-status`}
        role="status"
        tone={errorText ? 'error' : 'success'}
        inline
        className={styles.status}
        data-testid="newsletter-status"
      >
        {errorText ?? thanks ?? ''}
      </FormMessage>
    </form>
  );
}
