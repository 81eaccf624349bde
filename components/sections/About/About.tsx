import Link from 'next/link';
import { SanityImage } from '@/components/media/SanityImage';
import { PortableTextBody } from '../RichText';
import { sectionStyles } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './About.css';

/** The voice and podcast philosophy, the studio and its lead producer. */
export function About({ section }: { section: SectionOf<'about'> }) {
  return (
    <section id="about" aria-labelledby="about-heading" className={styles.about}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {section.eyebrow && <p className={sectionStyles.eyebrow}>{section.eyebrow}</p>}
          <h2 id="about-heading" className={sectionStyles.heading}>
            {section.heading}
          </h2>
          <PortableTextBody value={section.body} />
          {section.leadProducer && (
            <p className={styles.producer}>
              <strong>{section.leadProducer.name}</strong>, {section.leadProducer.role}
              <span className={sectionStyles.muted}> · {section.leadProducer.credentials}</span>
            </p>
          )}
          {section.cta && (
            <Link href={section.cta.href} className={sectionStyles.textLink}>
              {section.cta.label} →
            </Link>
          )}
        </div>
        <SanityImage
          image={section.image}
          sizes="(max-width: 900px) 100vw, 520px"
          className={styles.image}
        />
      </div>
    </section>
  );
}
