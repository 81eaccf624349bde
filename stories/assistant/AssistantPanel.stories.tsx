import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AssistantPanel, type AssistantMessage } from '@/components/assistant/AssistantPanel';

const conversation: AssistantMessage[] = [
  { id: 1, from: 'visitor', text: 'Is the Greenwich studio free next Saturday at 2pm?' },
  {
    id: 2,
    from: 'assistant',
    text: 'Sorry, the Greenwich Creator Studio is not free on Saturday 28 November at 14:00. Free start times that day: 10:00, 11:00, 12:00, 16:00.',
    links: [
      {
        label: 'Book the Greenwich Creator Studio on Saturday 28 November',
        href: '/booking?studio=greenwich-creator-studio&date=2026-11-28',
      },
    ],
  },
  { id: 3, from: 'visitor', text: 'Do you sell pizza?' },
  {
    id: 4,
    from: 'assistant',
    text: "I'm sorry, I don't know: our site doesn't cover that. Please ask the team through the contact form and we'll get back to you within 24 hours.",
    links: [{ label: 'Contact form', href: '/contact' }],
  },
];

const meta = {
  title: 'Assistant/AssistantPanel',
  component: AssistantPanel,
  args: { id: 'assistant-panel', open: true, onClose: () => {}, initialMessages: conversation },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AssistantPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export { Dark, Mobile } from '../support/themes';
export const Empty: Story = { args: { initialMessages: [] } };
export const Failed: Story = {
  args: {
    initialMessages: [
      { id: 1, from: 'visitor', text: 'What are your opening hours?' },
      {
        id: 2,
        from: 'assistant',
        text: 'Too many requests. Please try again later.',
        failed: true,
      },
    ],
  },
};
