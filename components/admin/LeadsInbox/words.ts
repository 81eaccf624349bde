import type { LeadStatus } from '@/lib/db/schema/enums';
import type { LeadKind } from '@/lib/leads/filters';

// The inbox's words, in a module of their own: the server list and the browser's status form both
// read them (a plain object exported from a 'use client' module reaches a server component as a
// client reference, not as the object).

export const leadStatusWords: Record<LeadStatus, string> = {
  new: 'New',
  replied: 'Replied',
  won: 'Won',
  lost: 'Lost',
};

export const leadKindWords: Record<LeadKind, string> = {
  contact: 'Contact message',
  'get-started': 'Get-started lead',
  newsletter: 'Newsletter subscriber',
};
