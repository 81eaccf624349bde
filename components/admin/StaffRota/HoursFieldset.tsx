import { useId } from 'react';
import type { StaffHours } from '@/lib/db/schema/staff';
import type { Weekday } from '@/lib/time';
import { formStyles, TextField } from '../../ui/Form';
import { ROTA_DAYS } from './hours';
import * as styles from './StaffRota.css';

// What a day they do not work yet offers once ticked.
const USUAL_SHIFT = { starts: '09:00', ends: '18:00' };

type HoursFieldsetProps = {
  /** The shifts the form opens with. */
  hours: readonly StaffHours[];
  /** The days ticked now: their times are sent, the others' are disabled. */
  working: ReadonlySet<Weekday>;
  onToggle: (day: Weekday, works: boolean) => void;
  error?: string;
};

/** A weekday per row: whether they work it, and from when until when on London clocks. */
export function HoursFieldset({ hours, working, onToggle, error }: HoursFieldsetProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={styles.hours}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={formStyles.legend}>
        Weekly hours (London time): tick the days they work
      </legend>
      {ROTA_DAYS.map(({ day, title }) => {
        const shift = hours.find((entry) => entry.day === day) ?? USUAL_SHIFT;
        const off = !working.has(day);
        return (
          <div key={day} className={styles.day}>
            <label className={formStyles.choice}>
              <input
                type="checkbox"
                defaultChecked={hours.some((entry) => entry.day === day)}
                onChange={(event) => onToggle(day, event.currentTarget.checked)}
              />{' '}
              {title}
            </label>
            <TextField
              type="time"
              name={`${day}-starts`}
              label={
                <>
                  Starts<span data-visually-hidden> on {title}</span>
                </>
              }
              defaultValue={shift.starts}
              disabled={off}
              required
            />
            <TextField
              type="time"
              name={`${day}-ends`}
              label={
                <>
                  Ends<span data-visually-hidden> on {title}</span>
                </>
              }
              defaultValue={shift.ends}
              disabled={off}
              required
            />
          </div>
        );
      })}
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
