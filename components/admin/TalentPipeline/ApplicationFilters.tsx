import Link from 'next/link';
import { SelectField } from '@/components/ui/Form';
import { applicationFiltersQuery, type ApplicationFilters as Filters } from '@/lib/careers/filters';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@/lib/careers/statuses';
import { FilterForm } from '../FilterForm';
import { TALENT_PATH } from './paths';

type ApplicationFiltersProps = {
  filters: Filters;
  jobs: { jobId: string; jobTitle: string }[];
};

/** Which applications the list shows: one job's, at one status, or any (a GET form, so links keep it). */
export function ApplicationFilters({ filters, jobs }: ApplicationFiltersProps) {
  // A job from a link that has no applications any more still shows as chosen.
  const shown =
    filters.job && !jobs.some((job) => job.jobId === filters.job)
      ? [{ jobId: filters.job, jobTitle: filters.job }, ...jobs]
      : jobs;
  return (
    <>
      <FilterForm action={TALENT_PATH} label="Filter the applications">
        <SelectField id="talent-job" label="Job" name="job" defaultValue={filters.job ?? ''}>
          <option value="">Any</option>
          {shown.map((job) => (
            <option key={job.jobId} value={job.jobId}>
              {job.jobTitle}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="talent-status"
          label="Status"
          name="status"
          defaultValue={filters.status ?? ''}
        >
          <option value="">Any</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      {applicationFiltersQuery(filters) !== '' && (
        <p>
          <Link href={TALENT_PATH}>Show every application</Link>
        </p>
      )}
    </>
  );
}
