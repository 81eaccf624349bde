import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CookiePreferencesPanel } from '@/components/consent/CookiePreferencesPanel';
import { DEFAULT_PREFERENCES } from '@/lib/consent';
import { padded } from '../support/frames';

const meta = {
  title: 'Consent/CookiePreferencesPanel',
  component: CookiePreferencesPanel,
  args: {
    initial: DEFAULT_PREFERENCES,
    onSave: () => {},
    onAcceptAll: () => {},
    onNecessaryOnly: () => {},
  },
  decorators: [padded()],
} satisfies Meta<typeof CookiePreferencesPanel>;

export default meta;

export { Light, Dark, Mobile } from '../support/themes';
/** A visitor who allowed analytics but not marketing. */
export const AnalyticsAllowed: StoryObj<typeof meta> = {
  args: { initial: { ...DEFAULT_PREFERENCES, functional: true, analytics: true } },
};
