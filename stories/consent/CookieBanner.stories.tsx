import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CookieBanner } from '@/components/consent/CookieBanner';
import { CookieSettings } from '@/components/consent/CookieSettings';
import { withRoom } from '../support/frames';
import { inDark, onPhone } from '../support/themes';

// The banner as it mounts; on the site CookieBannerOnDemand mounts it 2 s in, without a stored choice.
const meta = {
  title: 'Consent/CookieBanner',
  component: CookieBanner,
  decorators: [withRoom('32rem')],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {};
export const CompactDark = inDark(Compact);
export const CompactMobile = onPhone(Compact);

export const PreferencesPanel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Customize' }));
    // The panel's code loads on that first click.
    await canvas.findByRole('group', { name: 'Cookie categories' });
  },
};
export const PreferencesPanelDark = inDark(PreferencesPanel);

export const PreferencesPage: Story = { render: () => <CookieSettings /> };
export const PreferencesPageDark = inDark(PreferencesPage);
