import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { LeadsInbox } from '@/components/admin/LeadsInbox';
import type { Lead } from '@/lib/leads';
import { storyAdmin } from '../support/fixtures';

const received = (day: number) => new Date(`2026-11-${day}T10:15:00Z`);

// One lead of each kind, and a contact message in each CRM delivery state the inbox shows.
const leads: Lead[] = [
  {
    kind: 'get-started',
    id: 'f1',
    receivedAt: received(25),
    name: 'Priya Shah',
    email: 'priya@example.com',
    phone: '+44 20 7946 0000',
    details: 'format: Video podcast\ncadence: Weekly\nsuggestedServices: Video Podcast Production',
    status: 'won',
    formName: 'get-started',
    notes: [
      {
        id: 'n1',
        subjectId: 'f1',
        authorEmail: storyAdmin.email,
        body: 'Booked a studio tour for Friday.',
        createdAt: received(25),
      },
    ],
  },
  {
    kind: 'contact',
    id: 'c1',
    receivedAt: received(24),
    name: 'Sam Carter',
    email: 'sam@example.com',
    phone: null,
    details: 'We would like a two-hour session for our pilot episode in January.',
    status: 'new',
    delivery: { state: 'delivered', provider: 'hubspot', at: received(24) },
    notes: [],
  },
  {
    kind: 'contact',
    id: 'c2',
    receivedAt: received(23),
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: null,
    details: 'Do you record remote guests?',
    status: 'replied',
    delivery: {
      state: 'retrying',
      jobId: 'job-2',
      attempts: 2,
      error: 'HubSpot answered 503',
      nextTryAt: received(23),
    },
    notes: [],
  },
  {
    kind: 'contact',
    id: 'c3',
    receivedAt: received(22),
    name: 'Alan Turing',
    email: 'alan@example.com',
    phone: null,
    details: 'Can we bring our own microphones?',
    status: 'lost',
    delivery: { state: 'failed', jobId: 'job-3', attempts: 8, error: 'HubSpot refused the form' },
    notes: [],
  },
  {
    kind: 'newsletter',
    id: 's1',
    receivedAt: received(21),
    name: null,
    email: 'listener@example.com',
    phone: null,
    details: 'Signed up from the footer',
    status: 'new',
    subscription: 'pending',
    notes: [],
  },
  {
    kind: 'newsletter',
    id: 's2',
    receivedAt: received(20),
    name: null,
    email: 'fan@example.com',
    phone: null,
    details: 'Signed up from the footer',
    status: 'new',
    subscription: 'confirmed',
    notes: [],
  },
];

const meta = {
  title: 'Back office/LeadsInbox',
  component: LeadsInbox,
  args: {
    page: { leads, total: leads.length, page: 1, pageCount: 1 },
    filters: { page: 1 },
  },
} satisfies Meta<typeof LeadsInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';
/** Won leads found by a search, on the second of three pages. */
export const FilteredAndPaged: Story = {
  args: {
    page: { leads: leads.slice(0, 1), total: 101, page: 2, pageCount: 3 },
    filters: { page: 2, status: 'won', q: 'priya' },
  },
};
export const NothingYet: Story = {
  args: { page: { leads: [], total: 0, page: 1, pageCount: 1 } },
};
