import { SectionLayout, sectionStyles } from '../SectionLayout';
import type { SectionOf } from '../types';
import { TestimonialControls } from './TestimonialControls';
import * as styles from './Testimonials.css';

/** Client quotes with their star ratings, as a featured grid or a carousel (A/B test, spec §9). */
export function Testimonials({ section }: { section: SectionOf<'testimonials'> }) {
  const listId = `testimonials-${section._key}-quotes`;
  return (
    <SectionLayout
      id={`testimonials-${section._key}`}
      heading={section.heading}
      intro={section.intro}
      tone="tinted"
    >
      <ul id={listId} className={styles.list} aria-label="Testimonials">
        {section.testimonials.map((testimonial) => (
          <li key={testimonial._id} className={sectionStyles.card}>
            <figure className={styles.figure}>
              {testimonial.rating != null && (
                <p className={styles.stars} aria-label={`Rated ${testimonial.rating} out of 5`}>
                  {'★'.repeat(testimonial.rating)}
                </p>
              )}
              <blockquote className={styles.quote}>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.author}</strong>
                {testimonial.role && (
                  <span className={sectionStyles.muted}> · {testimonial.role}</span>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {section.testimonials.length > 1 && (
        <TestimonialControls listId={listId} count={section.testimonials.length} />
      )}
    </SectionLayout>
  );
}
