import Link from 'next/link';
import { DataTable } from '@/components/ui/DataTable';
import { SelectField, TextField } from '@/components/ui/Form';
import { describeChanges, describeInput, type AuditChange } from '@/lib/audit/describe';
import { auditFiltersQuery, type AuditFilters } from '@/lib/audit/filters';
import type { AuditEntry, AuditFilterChoices, AuditPage } from '@/lib/audit/query';
import { targetHref, targetKindName } from '@/lib/audit/targets';
import { FilterForm } from '../FilterForm';
import { Pager } from '../Pager';
import * as styles from './AuditLog.css';

type AuditLogProps = { page: AuditPage; filters: AuditFilters; choices: AuditFilterChoices };

const PATH = '/admin/audit';
const hrefFor = (query: string) => (query ? `${PATH}?${query}` : PATH);

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

/** The admin audit log: filters, one page of entries (newest first) and links to the others. */
export function AuditLog({ page, filters, choices }: AuditLogProps) {
  const filtered = auditFiltersQuery(filters) !== '';
  return (
    <div className={styles.page}>
      <FilterForm action={PATH} label="Filter the log">
        <Choice label="Who" name="actor" value={filters.actor} options={choices.actors} />
        <Choice label="Action" name="action" value={filters.action} options={choices.actions} />
        <Choice
          label="Target"
          name="target"
          value={filters.target}
          options={choices.targets}
          words={targetKindName}
        />
        <TextField
          id="audit-from"
          label="From"
          name="from"
          type="date"
          defaultValue={filters.from ?? ''}
        />
        <TextField id="audit-to" label="To" name="to" type="date" defaultValue={filters.to ?? ''} />
        {filters.targetId && <input type="hidden" name="targetId" value={filters.targetId} />}
      </FilterForm>

      {filtered && (
        <p>
          {filters.targetId && <>Only the history of {filters.targetId}. </>}
          <Link href={PATH}>Show every entry</Link>
        </p>
      )}

      {page.entries.length === 0 ? (
        <p>{filtered ? 'No entries match these filters.' : 'No admin has changed anything yet.'}</p>
      ) : (
        <>
          <p>
            {page.total === 1 ? '1 entry' : `${page.total} entries`}
            {filtered && (page.total === 1 ? ' matches' : ' match')}.
          </p>
          <DataTable
            caption="Admin actions, newest first"
            columns={['When (London)', 'Who', 'Action', 'Target', 'Change']}
            rows={page.entries.map((entry) => ({
              key: entry.id,
              header: <time dateTime={entry.at.toISOString()}>{whenFormat.format(entry.at)}</time>,
              cells: [
                <Actor key="who" entry={entry} />,
                <span key="action" className={styles.code}>
                  {entry.action}
                </span>,
                <Target key="target" entry={entry} />,
                <Change key="change" entry={entry} />,
              ],
            }))}
          />
        </>
      )}

      <Pager
        label="Pages of the log"
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => hrefFor(auditFiltersQuery(filters, n))}
        before="Newer entries"
        after="Older entries"
      />
    </div>
  );
}

/** A filter of the values the log holds; "Any" clears it. */
function Choice({
  label,
  name,
  value,
  options,
  words = (option) => option,
}: {
  label: string;
  name: keyof AuditFilters;
  value: string | undefined;
  options: string[];
  words?: (option: string) => string;
}) {
  // A value from a link that the log no longer lists still shows as chosen.
  const shown = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <SelectField id={`audit-${name}`} label={label} name={name} defaultValue={value ?? ''}>
      <option value="">Any</option>
      {shown.map((option) => (
        <option key={option} value={option}>
          {words(option)}
        </option>
      ))}
    </SelectField>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {entry.actorEmail}
      <br />
      <span className={styles.muted}>from {entry.clientAddress}</span>
    </>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const { targetType: type, targetId: id, targetLabel: label } = entry;
  if (!type || !id) return <span className={styles.muted}>None</span>;
  const name = label ?? id;
  const href = targetHref({ type, id, label: label ?? undefined });
  const history = hrefFor(auditFiltersQuery({ page: 1, target: type, targetId: id }));
  return (
    <>
      {targetKindName(type)}:{' '}
      {href ? (
        <Link href={href} className={styles.code}>
          {name}
        </Link>
      ) : (
        <span className={styles.code}>{name}</span>
      )}
      <br />
      <Link href={history} className={styles.muted}>
        History<span data-visually-hidden=""> of {name}</span>
      </Link>
    </>
  );
}

/** Each changed field before → after; what was sent when the route recorded no before or after. */
function Change({ entry }: { entry: AuditEntry }) {
  const changes = describeChanges(entry.summary);
  if (changes.length === 0) {
    const sent = describeInput(entry.summary);
    return sent && <span className={styles.muted}>Sent: {sent}</span>;
  }
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <ChangeLine change={change} />
        </li>
      ))}
    </ul>
  );
}

function ChangeLine({ change: { field, before, after } }: { change: AuditChange }) {
  const name = <span className={styles.field}>{field}</span>;
  if (after === undefined)
    return (
      <>
        {name} was {before}
      </>
    );
  if (before === undefined)
    return (
      <>
        {name} set to {after}
      </>
    );
  return (
    <>
      {name}: {before} <span aria-hidden="true">→</span>
      <span data-visually-hidden=""> changed to</span> {after}
    </>
  );
}
