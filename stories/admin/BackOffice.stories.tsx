import type { Meta } from '@storybook/nextjs-vite';
import { BackOffice } from '@/components/admin/BackOffice';
import { LeadsInbox } from '@/components/admin/LeadsInbox';
import { storyAccounts } from '../support/fixtures';
import { answering } from '../support/network';

// The frame signs in by itself (GET /api/auth/me), answered here with the admin's account.
export default {
  title: 'Back office/BackOffice',
  component: BackOffice,
  args: {
    children: (
      <LeadsInbox page={{ leads: [], total: 0, page: 1, pageCount: 1 }} filters={{ page: 1 }} />
    ),
  },
  parameters: { nextjs: { navigation: { pathname: '/admin/marketing' } } },
  beforeEach: answering({ '/api/auth/me': storyAccounts[0] }),
} satisfies Meta<typeof BackOffice>;

export { Light, Dark, Mobile } from '../support/themes';
