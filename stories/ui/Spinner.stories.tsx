import type { Meta } from '@storybook/nextjs-vite';
import { PageSpinner } from '@/components/ui/Spinner';

export default { title: 'UI/PageSpinner', component: PageSpinner } satisfies Meta<
  typeof PageSpinner
>;

export { Light, Dark } from '../support/themes';
