import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CustomerList, CustomerRecord } from '@/components/admin/Customers';
import type { CustomerSummary } from '@/lib/customers';
import { storyBookings } from '../booking/fixtures';
import { storyNow } from '../support/fixtures';

// The back office's customers: the list, sorted by last visit, and one customer's record.
const ada: CustomerSummary = {
  key: 'ada@example.com',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  bookings: 3,
  spendPence: 25_500,
  refundedPence: 0,
  noShows: 0,
  cancellations: 1,
  lastVisit: new Date('2026-10-25T10:00:00Z'),
  nextVisit: new Date('2026-12-02T10:00:00Z'),
};
const grace: CustomerSummary = {
  ...ada,
  key: 'grace@example.com',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  bookings: 1,
  spendPence: 0,
  cancellations: 0,
  noShows: 1,
  lastVisit: new Date('2026-09-14T09:00:00Z'),
  nextVisit: null,
};

const meta = {
  title: 'Back office/Customers',
  component: CustomerList,
  args: {
    page: { customers: [ada, grace], total: 2, page: 1, pageCount: 1 },
    query: { sort: 'last-visit', page: 1 },
  },
} satisfies Meta<typeof CustomerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';
export const NoMatch: Story = {
  args: {
    page: { customers: [], total: 0, page: 1, pageCount: 1 },
    query: { q: 'zz', sort: 'spend', page: 1 },
  },
};
/** Ada's record: an upcoming, a past and a cancelled booking, an account, the newsletter, a note. */
export const Record: Story = {
  render: () => (
    <CustomerRecord
      record={{
        summary: ada,
        bookings: storyBookings,
        account: {
          id: 'user-1',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          createdAt: new Date('2026-06-01T09:00:00Z'),
          emailVerifiedAt: new Date('2026-06-01T09:05:00Z'),
        },
        consent: {
          newsletter: {
            state: 'subscribed',
            at: new Date('2026-06-02T08:00:00Z'),
            source: 'footer',
          },
          contactMessages: { count: 1, lastAt: new Date('2026-05-28T16:40:00Z') },
        },
      }}
      now={storyNow}
      notes={[
        {
          id: 'note-ada-1',
          subjectId: ada.key,
          authorEmail: 'alex@studio.example',
          body: 'Prefers the window booth; bring the spare headphones.',
          createdAt: new Date('2026-11-20T10:15:00Z'),
        },
      ]}
    />
  ),
};
