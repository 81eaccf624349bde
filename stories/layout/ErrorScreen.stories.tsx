import type { Meta } from '@storybook/nextjs-vite';
import { ErrorScreen } from '@/components/layout/ErrorScreen';

export default { title: 'Layout/ErrorScreen', component: ErrorScreen } satisfies Meta<
  typeof ErrorScreen
>;

export { Light, Dark } from '../support/themes';
