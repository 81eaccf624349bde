import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Button, ButtonLink } from '@/components/ui/Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Book Your Session' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Request a Consultation' },
};
export const Small: Story = { args: { size: 'sm', children: 'Subscribe' } };
export const Disabled: Story = { args: { disabled: true, children: 'Sending Message...' } };
export const AsLink: Story = {
  render: () => <ButtonLink href="/booking">Book Now</ButtonLink>,
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Button {...args} />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
    </div>
  ),
};
