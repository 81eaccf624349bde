import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ContactSection } from '@/components/sections/ContactSection';
import { Toaster } from '@/components/ui/Toast';
import { defaultContactSection } from '@/lib/contact/studio-info';

const meta = {
  title: 'Sections/ContactSection',
  component: ContactSection,
  args: { section: defaultContactSection },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutIntroOrSocials: Story = {
  args: {
    section: {
      ...defaultContactSection,
      intro: undefined,
      studio: { ...defaultContactSection.studio, socials: {} },
    },
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
