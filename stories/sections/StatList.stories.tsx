import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StatList } from '@/components/sections/Stats';
import { inDark, onPhone } from '../support/themes';

const stat = (value: string, label: string) => ({ _key: label, value, label });

// The figures of a Stats section, on the page background or as a coloured band.
const meta = {
  title: 'Sections/Parts/StatList',
  component: StatList,
  args: {
    stats: [
      stat('1,200+', 'Episodes recorded'),
      stat('4.9/5', 'Average client rating'),
      stat('3', 'Studios in London'),
      stat('48 h', 'Typical edit turnaround'),
    ],
  },
} satisfies Meta<typeof StatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const PlainDark = inDark(Plain);
export const Band: Story = { args: { tone: 'band' } };
export const BandDark = inDark(Band);
export const BandMobile = onPhone(Band);
