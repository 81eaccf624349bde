import type { ReactNode } from 'react';
import { SanityImage } from '@/components/media/SanityImage';
import { ButtonLink } from '@/components/ui/Button';
import { experiments } from '@/lib/experiments/definitions';
import type { SectionContext, SectionOf } from '../types';
import * as styles from './Hero.css';

export type HeroVariant = NonNullable<SectionContext['heroVariant']>;

const VARIANTS: HeroVariant[] = experiments.heroSection.variants.map((variant) => variant.name);

/**
 * The home hero. Without `variant`, the words of every heroSection variant are in the page and the
 * visitor's variant, set on <html> by the head script before first paint, picks the one shown
 * (Hero.css.ts): the home page stays the same document for everyone and still shows each visitor their own variant.
 * With `variant` (stories, a forced preview) only those words are rendered.
 */
export function Hero({ section, variant }: { section: SectionOf<'hero'>; variant?: HeroVariant }) {
  const photos = section.eventPhotos ?? [];
  const shown = variant ? [variant] : VARIANTS;
  return (
    <section className={styles.hero} data-by-visitor={variant ? undefined : ''}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.badge}>{section.badge}</p>
          {shown.map((name) => (
            <VariantWords key={name} name={name}>
              <h1 className={styles.headline}>{wordsOf(section, name).headline}</h1>
              <p className={styles.copy}>{wordsOf(section, name).copy}</p>
            </VariantWords>
          ))}
          <div className={styles.actions}>
            <ButtonLink href={section.primaryCta.href}>{section.primaryCta.label}</ButtonLink>
            <ButtonLink href={section.secondaryCta.href} variant="secondary">
              {section.secondaryCta.label}
            </ButtonLink>
          </div>
          {shown.map((name) => (
            <VariantWords key={name} name={name}>
              <HeroStats stats={wordsOf(section, name).stats} />
            </VariantWords>
          ))}
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

const wordsOf = (section: SectionOf<'hero'>, name: HeroVariant) =>
  section.variants[name] ?? section.variants.control;

/** One variant's words: in the layout as if they were not wrapped, shown only for that variant. */
function VariantWords({ name, children }: { name: HeroVariant; children: ReactNode }) {
  return (
    <div className={styles.variantWords} data-hero-variant={name}>
      {children}
    </div>
  );
}

function HeroStats({ stats }: { stats: SectionOf<'hero'>['variants']['control']['stats'] }) {
  if (!stats || stats.length === 0) return null;
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat._key} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
