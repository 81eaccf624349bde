import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import {
  DaySheet,
  StaffFeedPanel,
  StaffForm,
  StaffTable,
  TimeOffPanel,
} from '@/components/admin/StaffRota';
import type { StaffRecord } from '@/lib/staff/store';
import { padded } from '../support/frames';

// The back office's rota (/admin/staff) and one person's page, with the seed's people.
const studios = [
  { id: 'studio-podcast-setup', title: 'Professional Podcast Setup' },
  { id: 'studio-greenwich-creator', title: 'Greenwich Creator Studio' },
];
const teamMembers = [
  { id: 'team-sound-engineer', name: 'Theo Brandt', role: 'Sound engineer' },
  { id: 'team-producer', name: 'Maya Patel', role: 'Lead producer' },
];
const weekdays = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
  day,
  starts: '09:00',
  ends: '20:00',
}));
const person = (overrides: Partial<StaffRecord>): StaffRecord => ({
  id: '5eed0000-0000-4000-8000-000000000001',
  name: 'Theo Brandt',
  jobTitle: 'Sound engineer',
  teamMemberId: 'team-sound-engineer',
  skills: ['sound', 'video', 'livestream'],
  studioIds: studios.map((studio) => studio.id),
  weeklyHours: weekdays,
  active: true,
  customersMayChoose: true,
  feedIssued: false,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  ...overrides,
});
const theo = person({});
const rota = [
  theo,
  person({
    id: '5eed0000-0000-4000-8000-000000000002',
    name: 'Priya Shah',
    jobTitle: 'Sound and video engineer',
    teamMemberId: null,
    skills: ['sound', 'video'],
    weeklyHours: [
      ...weekdays,
      { day: 'saturday', starts: '10:00', ends: '18:00' },
      { day: 'sunday', starts: '10:00', ends: '18:00' },
    ],
  }),
  person({
    id: '5eed0000-0000-4000-8000-000000000003',
    name: 'Jo Former',
    jobTitle: 'Producer',
    skills: ['producing'],
    studioIds: ['studio-greenwich-creator'],
    active: false,
  }),
];

/** One person's page: details, time off, their day and their calendar feed. */
function PersonPage({ feedIssued }: { feedIssued: boolean }) {
  return (
    <>
      <StaffForm studios={studios} teamMembers={teamMembers} person={theo} />
      <TimeOffPanel
        personId={theo.id}
        name={theo.name}
        today="2026-11-25"
        entries={[
          {
            id: 'off-1',
            staffId: theo.id,
            start: new Date('2026-12-21T00:00:00Z'),
            end: new Date('2026-12-28T00:00:00Z'),
            reason: 'Christmas holiday',
          },
        ]}
      />
      <DaySheet
        personId={theo.id}
        date="2026-11-25"
        today="2026-11-25"
        hours={{ start: new Date('2026-11-25T09:00:00Z'), end: new Date('2026-11-25T20:00:00Z') }}
        timeOff={[]}
        sessions={[
          {
            bookingId: 'b1',
            reference: 'LPS-STF11111',
            studioName: 'Professional Podcast Setup',
            guestName: 'Ada Lovelace',
            startAt: new Date('2026-11-25T10:00:00Z'),
            endAt: new Date('2026-11-25T12:00:00Z'),
            status: 'active',
            addOns: ['Sound engineer', 'Multi-camera video'],
          },
          {
            bookingId: 'b2',
            reference: 'LPS-STF22222',
            studioName: 'Greenwich Creator Studio',
            guestName: 'Grace Hopper',
            startAt: new Date('2026-11-25T15:00:00Z'),
            endAt: new Date('2026-11-25T16:00:00Z'),
            status: 'pending',
            addOns: ['Sound engineer'],
          },
        ]}
      />
      <StaffFeedPanel personId={theo.id} name={theo.name} feedIssued={feedIssued} />
    </>
  );
}

const meta = {
  title: 'Back office/StaffRota',
  component: StaffTable,
  decorators: [padded('64rem')],
  args: { staff: rota, studios },
} satisfies Meta<typeof StaffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';

/** Adding a person: their skills, studios and one shift a weekday. */
export const AddAPerson: Story = {
  render: () => <StaffForm studios={studios} teamMembers={teamMembers} />,
};

/** A person's page, their feed issued before (a new URL replaces it). */
export const PersonWithTheirDay: Story = { render: () => <PersonPage feedIssued /> };

/** A person with no feed yet. */
export const PersonWithoutFeed: Story = { render: () => <PersonPage feedIssued={false} /> };
