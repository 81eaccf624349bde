import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { DataTable } from '@/components/ui/DataTable';
import { configuredConsentAutoAccept, configuredGaId } from '@/lib/analytics';
import { requireAdminPage } from '@/lib/auth';
import { contentSource } from '@/lib/content/fetch';
import { crmStatus } from '@/lib/crm';
import { appEnv } from '@/lib/env';
import { mailSettings } from '@/lib/mail';

export const metadata: Metadata = { title: 'Settings' };

type Setting = { name: string; current: ReactNode; changedWith: string };

/** What this installation is connected to, read from its environment at request time. */
function currentSettings(): Setting[] {
  const env = appEnv();
  const content = contentSource();
  const mail = mailSettings();
  const crm = crmStatus();
  const gaId = configuredGaId();
  return [
    { name: 'Site address', current: env.SITE_URL, changedWith: 'SITE_URL' },
    {
      name: 'Database',
      current: env.DATABASE_URL ? 'PostgreSQL' : `Embedded PostgreSQL (PGlite) in ${env.DATA_DIR}`,
      changedWith: 'DATABASE_URL',
    },
    {
      name: 'Content',
      current:
        content.kind === 'hosted'
          ? `Sanity project ${content.projectId}, dataset ${content.dataset}`
          : "Local Content Lake in the site's database",
      changedWith: 'SANITY_PROJECT_ID, SANITY_DATASET',
    },
    {
      name: 'E-mail',
      current:
        mail.transport === 'smtp'
          ? `Sent by SMTP from ${mail.from}`
          : 'Kept in the outbox, not sent (no SMTP server set)',
      changedWith: 'SMTP_URL, MAIL_FROM',
    },
    {
      name: 'CRM',
      current:
        crm.provider === 'hubspot'
          ? `HubSpot (tracking id ${crm.hubspotTrackingId})`
          : crm.provider === 'local'
            ? "The site's own CRM (leads listed under Marketing)"
            : `Not working: ${crm.error}`,
      changedWith: 'HUBSPOT_PORTAL_ID, HUBSPOT_FORM_ID, HUBSPOT_TRACKING_ID',
    },
    {
      name: 'Analytics',
      current: gaId ? `Google Analytics 4 (${gaId})` : 'First-party page views (under Marketing)',
      changedWith: 'NEXT_PUBLIC_GA_MEASUREMENT_ID (at build time)',
    },
    {
      name: 'Cookie consent',
      current: configuredConsentAutoAccept()
        ? 'Accepted automatically on the first visit'
        : 'Nothing optional until the visitor chooses (UK opt-in)',
      changedWith: 'NEXT_PUBLIC_CONSENT_AUTO_ACCEPT (at build time)',
    },
  ];
}

export default async function AdminSettingsPage() {
  await requireAdminPage('/admin/settings');
  return (
    <>
      <h1>Settings</h1>
      <SettingsSection
        title="Studio details"
        description="The studio's name, address, phone, e-mail, opening hours, social links and search defaults are content: marketing staff edit them in the Studio and the site updates at once."
      >
        <Link href="/admin/editor/siteSettings/siteSettings">
          Edit the site settings in the Studio
        </Link>
      </SettingsSection>
      <SettingsSection
        title="Connections"
        description="Set by whoever runs the server, in its environment; the site reads them when it starts."
      >
        <DataTable
          caption="What this site is connected to"
          columns={['Setting', 'Now', 'Changed with']}
          rows={currentSettings().map((setting) => ({
            key: setting.name,
            header: setting.name,
            cells: [setting.current, <code key="env">{setting.changedWith}</code>],
          }))}
        />
      </SettingsSection>
    </>
  );
}
