import Link from 'next/link';
import { DataTable } from '@/components/ui/DataTable';
import { applicationFiltersQuery, type ApplicationFilters } from '@/lib/careers/filters';
import type { PostingCounts as Posting } from '@/lib/careers/pipeline';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@/lib/careers/statuses';
import { TALENT_PATH } from './paths';

const hrefFor = (filters: ApplicationFilters) => {
  const query = applicationFiltersQuery(filters);
  return query ? `${TALENT_PATH}?${query}` : TALENT_PATH;
};

/** The job postings with how many applications are at each step, each count a link to those applications. */
export function PostingCounts({ postings }: { postings: Posting[] }) {
  if (postings.length === 0) return <p>No job has applications yet.</p>;
  return (
    <DataTable
      caption="Applications by job posting"
      columns={[
        'Job',
        'All',
        ...APPLICATION_STATUSES.map((status) => APPLICATION_STATUS_LABELS[status]),
      ]}
      rows={postings.map((posting) => ({
        key: posting.jobId,
        header: <Link href={hrefFor({ job: posting.jobId })}>{posting.jobTitle}</Link>,
        cells: [
          posting.total,
          ...APPLICATION_STATUSES.map((status) => (
            <Count key={status} posting={posting} status={status} />
          )),
        ],
      }))}
    />
  );
}

function Count({ posting, status }: { posting: Posting; status: ApplicationStatus }) {
  const count = posting.byStatus[status];
  if (count === 0) return <>0</>;
  return (
    <Link
      href={hrefFor({ job: posting.jobId, status })}
      aria-label={`${count} ${APPLICATION_STATUS_LABELS[status]}: ${posting.jobTitle}`}
    >
      {count}
    </Link>
  );
}
