import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ContactSection } from '@/components/sections/ContactSection';
import { defaultContactSection } from '@/lib/contact/studio-info';
import { withToaster } from '../support/frames';

const meta = {
  title: 'Sections/ContactSection',
  component: ContactSection,
  args: { section: defaultContactSection },
  decorators: [withToaster],
} satisfies Meta<typeof ContactSection>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
export const WithoutIntroOrSocials: StoryObj<typeof meta> = {
  args: {
    section: {
      ...defaultContactSection,
      intro: undefined,
      studio: { ...defaultContactSection.studio, socials: {} },
    },
  },
};
export { Dark, Mobile } from '../support/themes';
