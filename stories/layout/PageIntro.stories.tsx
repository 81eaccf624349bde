import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/Button';

// The heading block of pages without sections (booking, account, auth results).
const meta = {
  title: 'Layout/PageIntro',
  component: PageIntro,
  args: {
    eyebrow: 'Studio hire',
    title: 'Book a Studio Session',
    lead: 'Pick a room, a day and a start time. You get a confirmation e-mail with a calendar invite.',
    children: <ButtonLink href="/contact">Ask a question first</ButtonLink>,
  },
} satisfies Meta<typeof PageIntro>;

export default meta;

export { Light, Dark, Mobile } from '../support/themes';
export const TitleOnly: StoryObj<typeof meta> = {
  args: { eyebrow: undefined, lead: undefined, children: undefined },
};
