import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApplicationForm } from '@/components/careers/ApplicationForm';

const meta = {
  title: 'Careers/ApplicationForm',
  component: ApplicationForm,
  args: { jobId: 'jobPosting-podcast-producer', jobTitle: 'Podcast Producer' },
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

/** Submitting an empty form explains every required field, including the CV. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Application' }));
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Attach your CV')).toBeVisible();
  },
};
