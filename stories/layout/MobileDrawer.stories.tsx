import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MobileDrawer } from '@/components/layout/MobileDrawer';
import { guestLinks, mainNavigation } from '@/lib/routing/navigation';
import { inDark } from '../support/themes';

const meta = {
  title: 'Layout/MobileDrawer',
  component: MobileDrawer,
  args: { links: mainNavigation, guestLinks },
  parameters: { layout: 'centered', nextjs: { navigation: { pathname: '/careers' } } },
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDrawer: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
  await expect(within(document.body).getByRole('dialog', { name: 'Menu' })).toBeVisible();
};

export const Closed: Story = {};
export const OpenLight: Story = { play: openDrawer };
export const OpenDark = inDark(OpenLight);
export const SignedIn: Story = { args: { guestLinks: [] }, play: openDrawer };
