import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { OtherSessions } from '@/components/auth/OtherSessions';
import { answering } from '../support/network';
import { inSettingsPanel } from './frames';

const meta = {
  title: 'Account/OtherSessions',
  ...inSettingsPanel(OtherSessions, 'Sessions', { otherCount: 2 }),
} satisfies Meta<typeof OtherSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark } from '../support/themes';
export const OneOtherDevice: Story = { args: { otherCount: 1 } };
export const NoOtherDevices: Story = { args: { otherCount: 0 } };
/** Signing the other devices out (the API is answered in the story). */
export const SignedOutElsewhere: Story = {
  beforeEach: answering({ '/api/auth/account/sessions': { ok: true } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out Other Sessions' }));
    await expect(await canvas.findByText('Other sessions were signed out.')).toBeVisible();
  },
};
