import type { Metadata } from 'next';
import { ExperimentControls } from '@/components/admin/ExperimentControls';
import { ExperimentResults } from '@/components/admin/ExperimentResults';
import * as styles from '@/components/admin/ExperimentResults/ExperimentResults.css';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { Button } from '@/components/ui/Button';
import * as field from '@/components/ui/Form/Form.css';
import { requireAdminPage } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { CONFIRMED_EVENT_TYPES, confirmedEventLabels, type ConfirmedEventType } from '@/lib/events';
import { experiments } from '@/lib/experiments';
import { experimentResults } from '@/lib/experiments/results';

export const metadata: Metadata = { title: 'A/B testing' };

const startFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

const statusWords = {
  running: 'Running',
  paused: 'Paused (everyone sees the control)',
  rolled_out: 'Rolled out',
};

const goalOf = (value: string | string[] | undefined): ConfirmedEventType =>
  CONFIRMED_EVENT_TYPES.find((type) => type === value) ?? 'booking_confirmed';

export default async function AdminAbTestingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminPage('/admin/ab-testing');
  const goal = goalOf((await searchParams).goal);
  const results = await experimentResults(await getDb(), goal);

  return (
    <>
      <h1>A/B testing</h1>
      <p>
        Each visitor is assigned one variant per test on the first visit and keeps it for 180 days
        (a cookie with a random visitor id; nothing personal). A conversion counts for every running
        test the visitor is in, once, when the server has stored it. Chance to beat control and the
        95% interval of the uplift follow GrowthBook&apos;s Bayesian engine.
      </p>
      <form method="get" aria-label="Goal" className={styles.goal}>
        <label className={field.field}>
          Goal
          <select name="goal" defaultValue={goal} className={field.input}>
            {CONFIRMED_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {confirmedEventLabels[type]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" variant="secondary">
          Show
        </Button>
      </form>
      {results.map((result) => {
        const definition = experiments[result.id];
        const status =
          result.state.status === 'rolled_out'
            ? `Rolled out: everyone sees ${result.state.winner}`
            : statusWords[result.state.status];
        return (
          <SettingsSection
            key={result.id}
            title={definition.name}
            description={`${definition.description} ${status}. Started ${startFormat.format(new Date(definition.startDate))}.`}
          >
            <ExperimentControls
              id={result.id}
              name={definition.name}
              status={result.state.status}
              winner={result.state.winner}
              variants={definition.variants.map((variant) => ({
                name: variant.name,
                weight: result.state.weights[variant.name] ?? 0,
              }))}
            />
            <ExperimentResults result={result} />
          </SettingsSection>
        );
      })}
    </>
  );
}
