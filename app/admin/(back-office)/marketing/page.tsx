import type { Metadata } from 'next';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { DataTable, formatShare } from '@/components/ui/DataTable';
import { LeadsInbox } from '@/components/admin/LeadsInbox';
import { configuredGaId } from '@/lib/analytics';
import { pageViewSummary } from '@/lib/analytics/pageview';
import { requireAdminPage } from '@/lib/auth';
import { consentSummary } from '@/lib/consent/record';
import { crmStatus } from '@/lib/crm';
import { getDb } from '@/lib/db';
import type { PageSearchParams } from '@/lib/http/search-params';
import { listLeads, parseLeadFilters } from '@/lib/leads';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Marketing' };

const REPORT_DAYS = 30;
type Props = { searchParams: Promise<PageSearchParams> };

export default async function AdminMarketingPage({ searchParams }: Props) {
  await requireAdminPage('/admin/marketing');
  const filters = parseLeadFilters(await searchParams);
  const db = await getDb();
  const [leads, consent, views] = await Promise.all([
    listLeads(db, filters),
    consentSummary(db, REPORT_DAYS),
    pageViewSummary(db, REPORT_DAYS),
  ]);
  const crm = crmStatus();
  const gaId = configuredGaId();

  return (
    <>
      <h1>Marketing</h1>
      <SettingsSection
        title="Leads"
        description={`Contact messages, get-started leads and newsletter sign-ups, newest first. Give each a status and notes as you follow it up. ${
          crm.provider === 'hubspot'
            ? 'Contact messages are also forwarded to HubSpot; a failed delivery is retried on its own, and you can retry it now.'
            : crm.provider === 'local'
              ? "No HubSpot settings are configured, so leads stay in the site's own CRM."
              : `The CRM settings are invalid (${crm.error}); leads are kept here until they are fixed.`
        }`}
      >
        <LeadsInbox page={leads} filters={filters} />
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
