import Link from 'next/link';
import { ApplicationForm } from '@/components/careers/ApplicationForm';
import { formatDate } from '@/components/sections/ArticleList';
import { employmentTypeLabels } from '@/components/sections/CareersList';
import { PageHeader } from '@/components/sections/PageHeader';
import { PortableTextBody } from '@/components/sections/RichText/PortableTextBody';
import type { JobPostingBySlugQueryResult } from '@/lib/content/sanity.types';
import * as styles from './JobView.css';

type Job = NonNullable<JobPostingBySlugQueryResult>;

function BulletList({ heading, items }: { heading: string; items: string[] | null }) {
  if (!items?.length) return null;
  return (
    <section>
      <h2 className={styles.subheading}>{heading}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** A job posting: the role, what it involves and asks for, and the application form while open. */
export function JobView({ job, open }: { job: Job; open: boolean }) {
  const facts: [string, string | null][] = [
    ['Department', job.department],
    ['Location', job.location],
    ['Type', employmentTypeLabels[job.employmentType]],
    ['Salary', job.salary],
    ['Apply by', job.closingDate ? formatDate(job.closingDate) : null],
  ];
  return (
    <>
      <PageHeader
        section={{
          _key: 'job-header',
          _type: 'pageHeader',
          eyebrow: 'Careers',
          heading: job.title,
          lead: job.summary,
        }}
      />
      <div className={styles.layout}>
        <div className={styles.details}>
          <dl className={styles.facts}>
            {facts
              .filter((fact): fact is [string, string] => Boolean(fact[1]))
              .map(([name, value]) => (
                <div key={name} className={styles.factRow}>
                  <dt className={styles.factName}>{name}</dt>
                  <dd className={styles.factValue}>{value}</dd>
                </div>
              ))}
          </dl>
          {job.description && <PortableTextBody value={job.description} />}
          <BulletList heading="What you will do" items={job.responsibilities} />
          <BulletList heading="What you bring" items={job.requirements} />
        </div>
        {open ? (
          <ApplicationForm jobId={job._id} jobTitle={job.title} />
        ) : (
          <div className={styles.closed} role="status">
            <h2 className={styles.subheading}>Applications have closed</h2>
            <p>
              This role is no longer taking applications. See the other{' '}
              <Link href="/careers">open roles</Link>.
            </p>
          </div>
        )}
      </div>
    </>
  );
}
