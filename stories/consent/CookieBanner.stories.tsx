import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CookieBanner } from '@/components/consent/CookieBanner';
import { CookieSettings } from '@/components/consent/CookieSettings';
import { withRoom } from '../support/frames';
import { inDark, onPhone } from '../support/themes';

// The banner is shown at once here; on the site it waits 2 s for a visitor without a stored choice.
const meta = {
  title: 'Consent/CookieBanner',
  component: CookieBanner,
  args: { initiallyVisible: true },
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
  },
};
export const PreferencesPanelDark = inDark(PreferencesPanel);

export const PreferencesPage: Story = { render: () => <CookieSettings /> };
export const PreferencesPageDark = inDark(PreferencesPage);
