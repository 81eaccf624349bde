import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactForm } from '@/components/contact/ContactForm';

const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  args: {
    privacyNote: 'By sending this message you agree to our Privacy Policy.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The three messages of spec §5, shown on submit and kept up to date on every change. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Name*')).toHaveAttribute('aria-invalid', 'true');
  },
};
