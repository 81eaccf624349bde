'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { formatRecordTime } from '@/components/ui/RecordList/recordTime';
import { RequestError } from '@/components/ui/RequestButton';
import { useRequestThenRefresh } from '@/components/ui/useRequestThenRefresh';
import type { CalendarImportState } from '@/lib/calendar/import';
import { requestJson } from '@/lib/fetch';
import { calendarImportSchema, type CalendarImportInput } from '@/lib/validation/calendar';
import * as styles from './CalendarFeeds.css';

type ImportPanelProps = {
  studioId: string;
  studioTitle: string;
  /** The studio's import, or null when it imports nothing. */
  state: CalendarImportState | null;
};

type ImportAnswer = { import: CalendarImportState };

const countOf = (count: number) => `${count} busy period${count === 1 ? '' : 's'}`;

/** The calendar a studio imports busy times from: what was fetched, the last failure, the controls. */
export function ImportPanel({ studioId, studioTitle, state }: ImportPanelProps) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const actions = useRequestThenRefresh();
  const path = `/api/admin/calendars/${encodeURIComponent(studioId)}/import`;
  const api = useApiForm<CalendarImportInput, ImportAnswer>({
    schema: calendarImportSchema,
    defaultValues: { secretUrl: '' },
    // PUT: the import is the studio's one setting, replaced whole.
    send: (values) => requestJson<ImportAnswer>('PUT', path, values),
    onSuccess: (answer) => {
      // A first fetch that failed shows as the import's error below, with the reason.
      setNotice(answer.import.lastError ? null : `Imported ${countOf(answer.import.busyCount)}.`);
      api.form.reset();
      router.refresh();
    },
  });

  const stop = async () => {
    const question = `Stop importing busy times for ${studioTitle}? Its slots open up again.`;
    if (window.confirm(question)) await actions.send('DELETE', path);
  };

  return (
    <div className={styles.panel}>
      <h3 className={styles.subheading}>Busy times from another calendar</h3>
      {state ? (
        <ImportStatus state={state} />
      ) : (
        <p className={styles.status}>Not importing: only bookings block this studio.</p>
      )}
      {state && (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            disabled={actions.busy}
            onClick={() => actions.send('POST', `${path}/refresh`)}
          >
            {actions.busy ? 'Fetching...' : 'Fetch now'}
          </Button>
          <Button size="sm" variant="ghost" disabled={actions.busy} onClick={stop}>
            Stop importing
          </Button>
          <RequestError error={actions.error} />
        </div>
      )}
      <Form
        api={api}
        submitLabel={state ? 'Replace the calendar' : 'Import busy times'}
        busyLabel="Fetching the calendar..."
        variant={state ? 'secondary' : 'primary'}
        notice={notice}
        onChange={() => setNotice(null)}
      >
        <TextField
          label={state ? 'New calendar address (iCal)' : 'Calendar address (iCal)'}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          hint="The calendar's secret or public address in iCal format (https://… or webcal://…). Its busy times count as taken; nobody sees what the events are."
          {...api.field('secretUrl')}
        />
      </Form>
    </div>
  );
}

function ImportStatus({ state }: { state: CalendarImportState }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.term}>Calendar at</dt>
        <dd className={styles.fact}>{state.host}</dd>
        <dt className={styles.term}>Last fetched</dt>
        <dd className={styles.fact}>{state.fetchedAt ? <Time at={state.fetchedAt} /> : 'Never'}</dd>
        <dt className={styles.term}>In use</dt>
        <dd className={styles.fact}>{countOf(state.busyCount)} in the next 180 days</dd>
      </dl>
      {state.lastError && state.lastErrorAt && (
        <p role="alert" className={styles.failure}>
          <strong>
            The last fetch, on <Time at={state.lastErrorAt} />, failed.
          </strong>{' '}
          {state.lastError}{' '}
          {state.fetchedAt
            ? 'The busy times fetched before stay in use until a fetch succeeds.'
            : 'No busy times have been imported yet.'}
        </p>
      )}
    </>
  );
}

function Time({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{formatRecordTime(at)}</time>;
}
