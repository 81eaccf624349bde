import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { createToastStore, Toaster, type ToastVariant } from '@/components/ui/Toast';
import { inDark } from '../support/themes';

// Each story has its own store, so stories never share toasts.
function ToastDemo({ variant }: { variant: ToastVariant }) {
  const [store] = useState(createToastStore);
  const show = () =>
    variant === 'destructive'
      ? store.show({
          variant,
          title: 'Failed to send message',
          description: '429: {"error":"Too many messages sent. Please try again later."}',
        })
      : store.show({
          title: 'Message sent successfully!',
          description: "Thank you for your message. We'll get back to you within 24 hours.",
        });
  useEffect(() => {
    const id = show();
    store.pause(id); // keep it on screen in the story
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div style={{ minHeight: '14rem', padding: '1rem' }}>
      <Button onClick={show}>Show again</Button>
      <Toaster store={store} />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { variant: 'default' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Destructive: Story = { args: { variant: 'destructive' } };
export const SuccessDark = inDark(Success);
export const DestructiveDark = inDark(Destructive);
