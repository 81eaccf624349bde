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

type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A field component: its label, hint and error around the control `render` draws. */
function labelled<Control extends object>(render: (control: Control & ControlProps) => ReactNode) {
  return function Field({
    label,
    hint,
    error,
    id,
    ...control
  }: FieldProps & Control & { id?: string }) {
    const ids = useFieldIds(id, hint, error);
    return (
      <Frame {...ids} label={label} hint={hint} error={error}>
        {render({ ...(control as Control), id: ids.controlId, ...ids.aria })}
      </Frame>
    );
  };
}

/** A labelled input (text, email, password, tel, number, date, file...). */
export const TextField = labelled<Omit<ComponentProps<'input'>, 'className'>>((input) => (
  <input className={styles.input} {...input} />
));

export const TextAreaField = labelled<Omit<ComponentProps<'textarea'>, 'className'>>((textarea) => (
  <textarea className={styles.textarea} {...textarea} />
));

/** A labelled select; its options are the children. */
export const SelectField = labelled<Omit<ComponentProps<'select'>, 'className'>>((select) => (
  <select className={styles.input} {...select} />
));

type PresetProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: ReactNode };

/** The visitor's name, e-mail and phone, as every public form asks for them. */
export const NameField = ({ label = 'Name*', ...props }: PresetProps) => (
  <TextField label={label} autoComplete="name" {...props} />
);
export const EmailField = ({ label = 'Email*', ...props }: PresetProps) => (
  <TextField label={label} type="email" autoComplete="email" {...props} />
);
export const PhoneField = ({ label = 'Phone (Optional)', ...props }: PresetProps) => (
  <TextField label={label} type="tel" autoComplete="tel" {...props} />
);

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
