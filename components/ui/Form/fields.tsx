import { useId, type ComponentProps, type ReactNode } from 'react';
import * as styles from './Form.css';

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string;
};

/** The ids that tie a control to its label, hint and error. */
function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const,
  };
}

function Frame({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  children,
}: FieldProps & { controlId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input (text, email, password, tel, number, date, file...). */
export function TextField({
  label,
  hint,
  error,
  id,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'className'>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <input id={ids.controlId} className={styles.input} {...ids.aria} {...input} />
    </Frame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  id,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'className'>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <textarea id={ids.controlId} className={styles.textarea} {...ids.aria} {...textarea} />
    </Frame>
  );
}

/** A labelled select; its options are the children. */
export function SelectField({
  label,
  hint,
  error,
  id,
  ...select
}: FieldProps & Omit<ComponentProps<'select'>, 'className'>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <select id={ids.controlId} className={styles.input} {...ids.aria} {...select} />
    </Frame>
  );
}

type ChoiceGroupProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'className'> & {
  legend: ReactNode;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: ReactNode }[];
  error?: string;
  /** The group's layout, when a row suits it better than the grid. */
  className?: string;
};

/** Radio buttons or checkboxes under one legend; a registration spread here reaches every input. */
export function ChoiceGroup({
  legend,
  type,
  options,
  error,
  className,
  ...input
}: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={className ?? styles.choices}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input type={type} value={option.value} {...input} /> {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.choiceError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
