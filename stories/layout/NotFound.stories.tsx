import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { NotFound } from '@/components/layout/NotFound';

const meta = { title: 'Layout/NotFound', component: NotFound } satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
