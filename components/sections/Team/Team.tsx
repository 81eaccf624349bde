import Link from 'next/link';
import { SanityImage } from '@/components/media/SanityImage';
import { SectionLayout, sectionStyles } from '../SectionLayout';
import { StatList } from '../Stats';
import type { SectionOf } from '../types';
import * as styles from './Team.css';

/** The team: three people, four stat tiles, an industry event, a client quote and the reviews note. */
export function Team({ section }: { section: SectionOf<'team'> }) {
  return (
    <SectionLayout id="team" heading={section.heading} intro={section.intro}>
      <ul className={sectionStyles.cardGrid}>
        {section.members.map((member) => (
          <li key={member._id} className={styles.member}>
            <SanityImage
              image={member.image}
              alt=""
              sizes="(max-width: 600px) 100vw, 360px"
              aspectRatio={1}
              className={styles.portrait}
            />
            <div className={styles.memberText}>
              <h3 className={sectionStyles.cardTitle}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={styles.credentials}>{member.credentials}</p>
              <p>{member.blurb}</p>
              {member.expertise && member.expertise.length > 0 && (
                <ul className={styles.tags} aria-label={`${member.name}'s expertise`}>
                  {member.expertise.map((skill) => (
                    <li key={skill} className={styles.tag}>
                      {skill}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
      {section.statTiles && section.statTiles.length > 0 && (
        <StatList stats={section.statTiles} tone="band" />
      )}
      <div className={styles.proof}>
        {section.industryEvent && (
          <figure className={styles.event}>
            <SanityImage
              image={section.industryEvent.image}
              sizes="(max-width: 900px) 100vw, 560px"
              aspectRatio={16 / 9}
              className={styles.eventImage}
            />
            <figcaption className={styles.eventText}>
              <h3 className={sectionStyles.cardTitle}>{section.industryEvent.title}</h3>
              {section.industryEvent.description && (
                <p className={sectionStyles.muted}>{section.industryEvent.description}</p>
              )}
            </figcaption>
          </figure>
        )}
        <div className={styles.quoteColumn}>
          {section.clientQuote && (
            <figure className={styles.quote}>
              <blockquote className={styles.quoteText}>
                <p>“{section.clientQuote.quote}”</p>
              </blockquote>
              <figcaption className={sectionStyles.muted}>
                — {section.clientQuote.author}
                {section.clientQuote.role && `, ${section.clientQuote.role}`}
              </figcaption>
            </figure>
          )}
          {section.reviewCount != null && (
            <p className={styles.reviews}>
              <span aria-hidden="true" className={styles.stars}>
                ★★★★★
              </span>{' '}
              {section.reviewRating != null && (
                <strong>{section.reviewRating.toFixed(1)} out of 5</strong>
              )}{' '}
              from {section.reviewCount} reviews
            </p>
          )}
          {section.cta && (
            <Link href={section.cta.href} className={sectionStyles.textLink}>
              {section.cta.label} →
            </Link>
          )}
        </div>
      </div>
    </SectionLayout>
  );
}
