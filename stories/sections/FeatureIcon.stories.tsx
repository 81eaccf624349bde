import type { Meta } from '@storybook/nextjs-vite';
import { FeatureIcon, type FeatureIconName } from '@/components/sections/FeatureIcon';
import { gallery, names } from '../support/IconGallery';

// The icons an editor can pick for a feature tile (schemas/objects/featureTile.ts).
const all = names<FeatureIconName>()(
  'mic radio video mobile headphones camera sliders light users calendar',
);

export default {
  title: 'Sections/Parts/FeatureIcon',
  component: FeatureIcon,
  ...gallery(all, (name) => <FeatureIcon name={name} />),
} satisfies Meta<typeof FeatureIcon>;

export { Light, Dark } from '../support/themes';
