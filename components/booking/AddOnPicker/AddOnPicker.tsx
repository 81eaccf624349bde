import { useId } from 'react';
import type { AddOnOffer } from '@/lib/booking/pricing';
import { formatPounds } from '@/lib/booking/rules';
import * as fields from '../fields.css';
import * as styles from './AddOnPicker.css';

export type AddOnPickerProps = {
  offers: AddOnOffer[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
};

const extraWords = (offer: AddOnOffer) =>
  [
    offer.minutesBefore ? `${offer.minutesBefore} min setup before` : '',
    offer.minutesAfter ? `${offer.minutesAfter} min after` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** The add-ons of the chosen studio: required ones ticked and fixed, the others to choose. */
export function AddOnPicker({ offers, chosen, onChange }: AddOnPickerProps) {
  const id = useId();
  if (offers.length === 0) return null;
  return (
    <fieldset className={fields.fieldset}>
      <legend className={fields.legend}>Add-ons</legend>
      <ul className={styles.list}>
        {offers.map((offer) => {
          const checked = offer.required || chosen.includes(offer.id);
          const extra = extraWords(offer);
          return (
            <li key={offer.id} className={styles.item}>
              <input
                type="checkbox"
                id={`${id}-${offer.id}`}
                className={styles.box}
                checked={checked}
                disabled={offer.required}
                aria-describedby={`${id}-${offer.id}-about`}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, offer.id]
                      : chosen.filter((entry) => entry !== offer.id),
                  )
                }
              />
              <label htmlFor={`${id}-${offer.id}`} className={styles.name}>
                {offer.name}{' '}
                <span className={styles.price}>
                  {formatPounds(offer.pricePence)}
                  {offer.unit === 'hour' ? ' per hour' : ''}
                  {offer.required ? ' (included)' : ''}
                </span>
              </label>
              <p id={`${id}-${offer.id}-about`} className={styles.about}>
                {offer.description}
                {extra ? ` (${extra})` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
