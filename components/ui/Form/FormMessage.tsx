import type { ComponentProps } from 'react';
import * as styles from './Form.css';

type FormMessageProps = Omit<ComponentProps<'p'>, 'className'> & {
  tone: 'error' | 'success';
  /** A plain line of text instead of a framed box (small forms, a live region kept in place). */
  inline?: boolean;
  /** Extra class for the message's place in its form. */
  className?: string;
};

/**
 * A form-level message: an error (an alert, announced at once) or a confirmation (a polite status).
 * `role` may be set for a region that is always in the page and holds both.
 */
export function FormMessage({ tone, inline, className, ...rest }: FormMessageProps) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={[inline ? styles.line : styles.box, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
