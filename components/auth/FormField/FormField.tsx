import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import * as styles from './FormField.css';

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, hint, error, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});

/** A form-level message: an error (announced at once) or a confirmation. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  return tone === 'error' ? (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  ) : (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
