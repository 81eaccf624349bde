import type { Meta } from '@storybook/nextjs-vite';
import { BackOffice } from '@/components/admin/BackOffice';
import { ContactInbox } from '@/components/admin/ContactInbox';
import { storyAccounts } from '../support/fixtures';
import { answering } from '../support/network';

// The frame signs in by itself (GET /api/auth/me), answered here with the admin's account.
export default {
  title: 'Back office/BackOffice',
  component: BackOffice,
  args: { children: <ContactInbox messages={[]} /> },
  parameters: { nextjs: { navigation: { pathname: '/admin/marketing' } } },
  beforeEach: answering({ '/api/auth/me': storyAccounts[0] }),
} satisfies Meta<typeof BackOffice>;

export { Light, Dark, Mobile } from '../support/themes';
