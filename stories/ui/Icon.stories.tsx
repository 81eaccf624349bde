import type { Meta } from '@storybook/nextjs-vite';
import { Icon, type IconName } from '@/components/ui/Icon';
import { gallery, names } from '../support/IconGallery';

const all = names<IconName>()(
  'home grid mic users briefcase mail calendar login userPlus user menu close arrowUp arrowRight sun moon instagram linkedin youtube twitter facebook phone mapPin clock chat send',
);

export default {
  title: 'UI/Icon',
  component: Icon,
  ...gallery(all, (name) => <Icon name={name} size={28} />),
} satisfies Meta<typeof Icon>;

export { Light, Dark } from '../support/themes';
