import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AccountMenu } from '@/components/auth/AccountMenu';
import { signedInAs, withRoom } from '../support/frames';
import { storyAdmin, storyCustomer } from '../support/fixtures';
import { inDark } from '../support/themes';

const meta = {
  title: 'Account/AccountMenu',
  component: AccountMenu,
  args: { user: storyCustomer },
  parameters: { layout: 'centered' },
  decorators: [withRoom('16rem'), signedInAs(storyCustomer)],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /account menu/ }));
  },
};
export const OpenDark = inDark(Open);
/** An admin's menu also links to the back office. */
export const OpenAsAdmin: Story = { ...Open, args: { user: storyAdmin } };
