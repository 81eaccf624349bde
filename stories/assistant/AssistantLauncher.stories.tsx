import type { Meta } from '@storybook/nextjs-vite';
import { AssistantLauncher } from '@/components/assistant/AssistantLauncher';

export default {
  title: 'Assistant/AssistantLauncher',
  component: AssistantLauncher,
} satisfies Meta<typeof AssistantLauncher>;

export { Light, Dark } from '../support/themes';
