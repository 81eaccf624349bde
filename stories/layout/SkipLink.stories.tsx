import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { SkipLink } from '@/components/layout/SkipLink';
import { inDark } from '../support/themes';

// Hidden until focused: the first Tab on every page shows it.
const meta = { title: 'Layout/SkipLink', component: SkipLink } satisfies Meta<typeof SkipLink>;

export default meta;

export const Focused: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};
export const FocusedDark = inDark(Focused);
