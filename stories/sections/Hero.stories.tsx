import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Hero, type HeroVariant } from '@/components/sections/Hero';
import type { SectionOf } from '@/components/sections/types';
import { inDark, onPhone } from '../support/themes';
import { loadSection } from './seed';

type Args = { variant: HeroVariant };

// Both A/B variants of the heroSection test (spec §9), each in both themes.
const meta = {
  title: 'Sections/Hero',
  loaders: [loadSection('home', 'hero')],
  args: { variant: 'control' },
  argTypes: { variant: { control: 'inline-radio', options: ['control', 'viral_focus'] } },
  render: (args, { loaded }) => (
    <Hero section={loaded.section as SectionOf<'hero'>} variant={args.variant} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfessionalLight: Story = {};
export const ProfessionalDark = inDark(ProfessionalLight);
export const ProfessionalMobile = onPhone(ProfessionalLight);
export const ViralLight: Story = { args: { variant: 'viral_focus' } };
export const ViralDark = inDark(ViralLight);
