import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { NavLinks } from '@/components/layout/Header/NavLinks';
import { mainNavigation } from '@/lib/routing/navigation';
import { padded } from '../support/frames';
import { inDark } from '../support/themes';

// The header's links; the current route (here /about) is marked.
const meta = {
  title: 'Layout/NavLinks',
  component: NavLinks,
  args: { items: mainNavigation, layout: 'bar' },
  parameters: { nextjs: { navigation: { pathname: '/about' } } },
  decorators: [padded('none')],
} satisfies Meta<typeof NavLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {};
export const BarDark = inDark(Bar);
/** As the mobile drawer lists them. */
export const Drawer: Story = { args: { layout: 'drawer' } };
export const DrawerDark = inDark(Drawer);
