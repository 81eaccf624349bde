import { formStyles } from '../../ui/Form';
import * as styles from './StaffRota.css';

type ChoicesProps = {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  /** The values ticked when the form opens. */
  checked: readonly string[];
  /** What the group says when there is nothing to choose. */
  empty?: string;
};

/** Checkboxes under one legend, each ticked or not on its own (ChoiceGroup ticks all alike). */
export function Choices({ legend, name, options, checked, empty }: ChoicesProps) {
  return (
    <fieldset className={formStyles.choices}>
      <legend className={formStyles.legend}>{legend}</legend>
      {options.length === 0 && empty && <p className={styles.muted}>{empty}</p>}
      {options.map((option) => (
        <label key={option.value} className={formStyles.choice}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={checked.includes(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
