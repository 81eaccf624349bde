import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { Header } from '@/components/layout/Header';
import type { SessionUser } from '@/lib/auth/types';

const customer: SessionUser = {
  id: 'user-1',
  email: 'sam@example.com',
  name: 'Sam Rivers',
  role: 'customer',
};

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { nextjs: { navigation: { pathname: '/about' } } },
  // Storybook has no auth API: each story says who is signed in (parameters.user, none = signed out).
  decorators: [
    (Story, { parameters }) => (
      <AuthProvider initialUser={(parameters.user as SessionUser | null | undefined) ?? null}>
        <Story />
      </AuthProvider>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const SignedIn: Story = { parameters: { user: customer } };
export const SignedInDark: Story = { parameters: { user: customer }, globals: { theme: 'dark' } };
