// The kinds of target the audit log names, in words, and where the back office shows each one.
import type { AuditTarget } from '../audit-trail/naming';

type TargetKind = { name: string; href: (target: AuditTarget) => string };

const kinds: Record<string, TargetKind> = {
  users: { name: 'Account', href: () => '/admin/users' },
  bookings: {
    name: 'Booking',
    // The label is the booking's reference, which its staff page is named by.
    href: ({ label }) =>
      label ? `/admin/bookings/${encodeURIComponent(label)}` : '/admin/bookings',
  },
  experiments: { name: 'A/B test', href: () => '/admin/ab-testing' },
  deliveries: { name: 'CRM delivery', href: () => '/admin/marketing' },
  'notion-pages': { name: 'Notion page', href: () => '/admin/notion' },
  application: { name: 'Job application', href: () => '/admin/talenthr' },
  contact: { name: 'Contact message', href: () => '/admin/marketing' },
  'get-started': { name: 'Get-started lead', href: () => '/admin/marketing' },
  newsletter: { name: 'Newsletter subscriber', href: () => '/admin/marketing' },
  episode: { name: 'Podcast episode', href: () => '/admin/podcasts' },
};

/** The kind's name in words (the stored name when it has none). */
export function targetKindName(type: string): string {
  return kinds[type]?.name ?? type;
}

/** The back-office page that shows the target, or null when there is none. */
export function targetHref(target: AuditTarget): string | null {
  return kinds[target.type]?.href(target) ?? null;
}
