import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PageSpinner } from '@/components/ui/Spinner';

const meta = { title: 'UI/PageSpinner', component: PageSpinner } satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
