import { SanityImage } from '@/components/media/SanityImage';
import { ButtonLink } from '@/components/ui/Button';
import type { SectionContext, SectionOf } from '../types';
import * as styles from './Hero.css';

export type HeroVariant = NonNullable<SectionContext['heroVariant']>;

/** The home hero in one A/B variant's words (the page picks the variant on the server). */
export function Hero({
  section,
  variant = 'control',
}: {
  section: SectionOf<'hero'>;
  variant?: HeroVariant;
}) {
  const copy = section.variants[variant] ?? section.variants.control;
  const photos = section.eventPhotos ?? [];
  return (
    <section className={styles.hero} aria-labelledby="hero-heading" data-variant={variant}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.badge}>{section.badge}</p>
          <h1 id="hero-heading" className={styles.headline}>
            {copy.headline}
          </h1>
          <p className={styles.copy}>{copy.copy}</p>
          <div className={styles.actions}>
            <ButtonLink href={section.primaryCta.href}>{section.primaryCta.label}</ButtonLink>
            <ButtonLink href={section.secondaryCta.href} variant="secondary">
              {section.secondaryCta.label}
            </ButtonLink>
          </div>
          {copy.stats && copy.stats.length > 0 && (
            <dl className={styles.stats}>
              {copy.stats.map((stat) => (
                <div key={stat._key} className={styles.stat}>
                  <dt className={styles.statLabel}>{stat.label}</dt>
                  <dd className={styles.statValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {photos.length > 0 && (
          <ul className={styles.photos} aria-label="Event photos">
            {photos.map((photo, index) => (
              <li key={photo._key} className={styles.photo}>
                <SanityImage
                  image={photo}
                  sizes="(max-width: 900px) 50vw, 280px"
                  aspectRatio={4 / 5}
                  priority={index === 0}
                  className={styles.photoImage}
                />
                {photo.caption && <span className={styles.caption}>{photo.caption}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
