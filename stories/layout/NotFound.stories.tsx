import type { Meta } from '@storybook/nextjs-vite';
import { NotFound } from '@/components/layout/NotFound';

export default { title: 'Layout/NotFound', component: NotFound } satisfies Meta<typeof NotFound>;

export { Light, Dark, Mobile } from '../support/themes';
