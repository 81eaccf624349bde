import Link from 'next/link';
import { stillOpenJobs } from '@/lib/careers/open';
import { SectionLayout, sectionStyles } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './CareersList.css';
import { employmentTypeLabels } from './employment-types';

/** The open roles, each leading to its job page and application form. */
export function CareersList({ section }: { section: SectionOf<'careersList'> }) {
  const jobs = stillOpenJobs(section.jobs);
  return (
    <SectionLayout id="open-roles" heading={section.heading} intro={section.intro}>
      {jobs.length === 0 ? (
        <p className={sectionStyles.muted}>{section.emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {jobs.map((job) => (
            <li key={job._id} className={styles.job}>
              <div className={styles.text}>
                <h3 className={sectionStyles.cardTitle}>{job.title}</h3>
                <p className={styles.meta}>
                  {job.department} · {job.location} · {employmentTypeLabels[job.employmentType]}
                  {job.salary && <> · {job.salary}</>}
                </p>
                <p className={sectionStyles.muted}>{job.summary}</p>
              </div>
              <Link
                href={`/careers/${job.slug}`}
                className={sectionStyles.textLink}
                aria-label={`View and apply: ${job.title}`}
              >
                View and apply →
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionLayout>
  );
}
