import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CookieBanner } from '@/components/consent/CookieBanner';
import { CookieSettings } from '@/components/consent/CookieSettings';

// The banner is shown at once here; on the site it waits 2 s for a visitor without a stored choice.
const meta = {
  title: 'Consent/CookieBanner',
  component: CookieBanner,
  args: { initiallyVisible: true },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {};
export const CompactDark: Story = { globals: { theme: 'dark' } };

export const PreferencesPanel: Story = {
  play: async ({ canvasElement }) => {
    const customize = [...canvasElement.querySelectorAll('button')].find(
      (button) => button.textContent === 'Customize',
    );
    customize?.click();
  },
};
export const PreferencesPanelDark: Story = { ...PreferencesPanel, globals: { theme: 'dark' } };

export const PreferencesPage: Story = { render: () => <CookieSettings /> };
export const PreferencesPageDark: Story = {
  render: () => <CookieSettings />,
  globals: { theme: 'dark' },
};
