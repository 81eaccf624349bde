import type { Metadata } from 'next';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { DataTable, formatShare } from '@/components/ui/DataTable';
import { ContactInbox } from '@/components/admin/ContactInbox';
import { configuredGaId } from '@/lib/analytics';
import { pageViewSummary } from '@/lib/analytics/pageview';
import { requireAdminPage } from '@/lib/auth';
import { consentSummary } from '@/lib/consent/record';
import { listInboxMessages } from '@/lib/contact/inbox';
import { crmStatus } from '@/lib/crm';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'Marketing' };

const REPORT_DAYS = 30;
export default async function AdminMarketingPage() {
  await requireAdminPage('/admin/marketing');
  const db = await getDb();
  const [messages, consent, views] = await Promise.all([
    listInboxMessages(db),
    consentSummary(db, REPORT_DAYS),
    pageViewSummary(db, REPORT_DAYS),
  ]);
  const crm = crmStatus();
  const gaId = configuredGaId();

  return (
    <>
      <h1>Marketing</h1>
      <SettingsSection
        title="Contact messages"
        description={
          crm.provider === 'hubspot'
            ? 'Every message is kept here and forwarded to HubSpot. A failed delivery is retried on its own; you can also retry it now.'
            : crm.provider === 'local'
              ? "Every message is kept here. No HubSpot settings are configured, so leads stay in the site's own CRM."
              : `The CRM settings are invalid (${crm.error}); messages are kept here until they are fixed.`
        }
      >
        <ContactInbox messages={messages} />
      </SettingsSection>
      <SettingsSection
        title={`Cookie choices (last ${REPORT_DAYS} days)`}
        description="Recorded as proof of consent: an anonymous id, the choice, its time and the banner version."
      >
        <ul>
          <li>{consent.choices} choices recorded</li>
          <li>Analytics allowed: {formatShare(consent.optedIn.analytics, consent.choices)}</li>
          <li>Marketing allowed: {formatShare(consent.optedIn.marketing, consent.choices)}</li>
          <li>Functional allowed: {formatShare(consent.optedIn.functional, consent.choices)}</li>
        </ul>
      </SettingsSection>
      <SettingsSection
        title={`Page views (last ${REPORT_DAYS} days)`}
        description={
          gaId
            ? `Page views go to Google Analytics (${gaId}); this first-party log only holds views from before it was set up.`
            : 'Counted on this site, only for visitors who allowed analytics cookies. Set a GA4 measurement id to use Google Analytics instead.'
        }
      >
        <p>
          {views.views} page views
          {views.meanLoadTimeMs !== null &&
            `, pages loaded in ${views.meanLoadTimeMs} ms on average`}
          .
        </p>
        {views.topPaths.length > 0 && (
          <DataTable
            caption="Most viewed pages"
            columns={['Page', 'Views']}
            rows={views.topPaths.map((row) => ({
              key: row.path,
              header: row.path,
              cells: [row.views],
            }))}
          />
        )}
      </SettingsSection>
    </>
  );
}
