import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StudioInfo } from '@/components/contact/StudioInfo';
import { defaultContactSection } from '@/lib/contact/studio-info';
import { padded } from '../support/frames';

const studio = defaultContactSection.studio;

const meta = {
  title: 'Contact/StudioInfo',
  component: StudioInfo,
  args: { studio },
  decorators: [padded('28rem')],
} satisfies Meta<typeof StudioInfo>;

export default meta;

export { Light, Dark } from '../support/themes';
export const WithoutSocials: StoryObj<typeof meta> = {
  args: { studio: { ...studio, socials: {} } },
};
