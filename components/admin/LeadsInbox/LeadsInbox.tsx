import Link from 'next/link';
import { SelectField, TextField } from '@/components/ui/Form';
import type { CrmDelivery } from '@/lib/contact/inbox';
import { LEAD_STATUSES } from '@/lib/db/schema/enums';
import { LEAD_KINDS, leadFiltersQuery, type LeadFilters } from '@/lib/leads/filters';
import type { Lead, LeadsPage, Subscription } from '@/lib/leads/inbox';
import { formatRecordTime, RecordItem, RecordList } from '../../ui/RecordList';
import { FilterForm } from '../FilterForm';
import { NoteThread } from '../NoteThread';
import { Pager } from '../Pager';
import { LeadStatusForm } from './LeadStatusForm';
import * as styles from './LeadsInbox.css';
import { RetryDelivery } from './RetryDelivery';
import { leadKindWords, leadStatusWords } from './words';

const PATH = '/admin/marketing';
const hrefFor = (query: string) => (query ? `${PATH}?${query}` : PATH);

const providerName = { hubspot: 'HubSpot', local: "the site's CRM" } as const;

function DeliveryState({ delivery }: { delivery: CrmDelivery }) {
  switch (delivery.state) {
    case 'delivered':
      return (
        <span className={styles.state.good}>Delivered to {providerName[delivery.provider]}</span>
      );
    case 'queued':
      return <span className={styles.state.waiting}>Waiting to be delivered</span>;
    case 'retrying':
      return (
        <>
          <span className={styles.state.bad}>
            Delivery failed {delivery.attempts === 1 ? 'once' : `${delivery.attempts} times`}
          </span>
          <span>
            {delivery.error}. Next try {formatRecordTime(delivery.nextTryAt)}.
          </span>
          <RetryDelivery jobId={delivery.jobId} />
        </>
      );
    case 'failed':
      return (
        <>
          <span className={styles.state.bad}>
            Not delivered (gave up after {delivery.attempts} tries)
          </span>
          <span>{delivery.error}.</span>
          <RetryDelivery jobId={delivery.jobId} />
        </>
      );
    case 'missing':
      return <span className={styles.state.waiting}>Not forwarded to the CRM</span>;
  }
}

const subscriptionWords: Record<Subscription, [string, keyof typeof styles.state]> = {
  pending: ['Waiting for the address to confirm', 'waiting'],
  confirmed: ['Confirmed: gets the newsletter', 'good'],
  unsubscribed: ['Unsubscribed', 'bad'],
};

/** What else there is to know about a lead: its CRM delivery, its form, its opt-in. */
function LeadState({ lead }: { lead: Lead }) {
  switch (lead.kind) {
    case 'contact':
      return <DeliveryState delivery={lead.delivery} />;
    case 'get-started':
      return <span>Form: {lead.formName}</span>;
    case 'newsletter': {
      const [words, tone] = subscriptionWords[lead.subscription];
      return <span className={styles.state[tone]}>{words}</span>;
    }
  }
}

type LeadsInboxProps = { page: LeadsPage; filters: LeadFilters };

/**
 * Every lead in one list, newest first: contact messages, get-started leads and newsletter
 * subscribers, with filters, a CSV export of what the filters match, and per lead its status and notes.
 */
export function LeadsInbox({ page, filters }: LeadsInboxProps) {
  const query = leadFiltersQuery(filters);
  const filtered = query !== '';
  const exportQuery = leadFiltersQuery({ ...filters, page: 1 });
  return (
    <div className={styles.page}>
      <FilterForm action={PATH} label="Filter the leads">
        <SelectField id="leads-kind" label="Kind" name="kind" defaultValue={filters.kind ?? ''}>
          <option value="">Every kind</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {leadKindWords[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="leads-status"
          label="Status"
          name="status"
          defaultValue={filters.status ?? ''}
        >
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leadStatusWords[status]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="leads-q"
          label="Search"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          hint="Name, e-mail or message"
        />
      </FilterForm>

      <p className={styles.summaryLine}>
        <span>
          {page.total === 1 ? '1 lead' : `${page.total} leads`}
          {filtered && (page.total === 1 ? ' matches' : ' match')}.
        </span>
        {filtered && <Link href={PATH}>Show every lead</Link>}
        {page.total > 0 && (
          <a href={`${PATH}/leads.csv${exportQuery ? `?${exportQuery}` : ''}`} download>
            Export {filtered ? 'these leads' : 'all leads'} as CSV
          </a>
        )}
      </p>

      <RecordList
        label="Leads"
        empty={filtered ? 'No leads match these filters.' : 'No leads yet.'}
      >
        {page.leads.map((lead) => {
          const who = lead.name ?? lead.email ?? 'this lead';
          return (
            <RecordItem
              key={`${lead.kind}-${lead.id}`}
              title={who}
              meta={
                <>
                  {leadKindWords[lead.kind]} · {leadStatusWords[lead.status]}
                  {lead.name && lead.email ? ` · ${lead.email}` : ''}
                  {lead.phone ? ` · ${lead.phone}` : ''} · {formatRecordTime(lead.receivedAt)}
                  {lead.notes.length > 0 &&
                    ` · ${lead.notes.length} ${lead.notes.length === 1 ? 'note' : 'notes'}`}
                </>
              }
              after={
                <div className={styles.after}>
                  <LeadState lead={lead} />
                  <LeadStatusForm kind={lead.kind} id={lead.id} status={lead.status} who={who} />
                </div>
              }
            >
              {lead.details && <p className={styles.details}>{lead.details}</p>}
              <NoteThread subject={lead.kind} subjectId={lead.id} notes={lead.notes} />
            </RecordItem>
          );
        })}
      </RecordList>

      <Pager
        label="Pages of leads"
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => hrefFor(leadFiltersQuery(filters, n))}
        before="Newer leads"
        after="Older leads"
      />
    </div>
  );
}
