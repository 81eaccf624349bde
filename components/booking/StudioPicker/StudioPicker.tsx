'use client';

import type { BookableStudio } from '@/lib/booking/catalog';
import { studioRateWords } from '@/lib/booking/pricing';
import * as fields from '../fields.css';
import * as styles from './StudioPicker.css';

export type StudioChoice = Pick<
  BookableStudio,
  | 'id'
  | 'title'
  | 'description'
  | 'features'
  | 'imageUrl'
  | 'imageAlt'
  | 'hourlyRate'
  | 'eveningWeekendRate'
  | 'eveningFrom'
  | 'minimumCharge'
  | 'capacity'
>;

type StudioPickerProps = {
  studios: StudioChoice[];
  selected: string | null;
  onSelect: (id: string) => void;
};

/** The studios as a radio group of cards: arrow keys move between them, the photo and features help choose. */
export function StudioPicker({ studios, selected, onSelect }: StudioPickerProps) {
  return (
    <fieldset className={fields.fieldset}>
      <legend className={fields.legend}>Choose a studio</legend>
      <div className={styles.list}>
        {studios.map((studio) => (
          <label key={studio.id} className={styles.card} data-selected={studio.id === selected}>
            <input
              type="radio"
              name="studio"
              value={studio.id}
              checked={studio.id === selected}
              onChange={() => onSelect(studio.id)}
              className={styles.radio}
            />
            {studio.imageUrl ? (
              // Content images come from the content lake at any size; a plain img keeps them out of the optimiser.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={`${studio.imageUrl}${studio.imageUrl.includes('?') ? '&' : '?'}w=640&h=400&fit=crop&auto=format`}
                alt={studio.imageAlt}
                width={640}
                height={400}
                loading="lazy"
                className={styles.photo}
              />
            ) : (
              <span className={styles.photoPlaceholder} aria-hidden="true" />
            )}
            <span className={styles.body}>
              <span className={styles.title}>{studio.title}</span>
              <span className={styles.price}>{studioRateWords(studio)}</span>
              <span className={styles.capacity}>Up to {studio.capacity} people</span>
              {studio.description && (
                <span className={styles.description}>{studio.description}</span>
              )}
              {studio.features.length > 0 && (
                <span className={styles.features}>
                  {studio.features.map((feature) => (
                    <span key={feature} className={styles.feature}>
                      {feature}
                    </span>
                  ))}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
