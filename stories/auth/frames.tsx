import type { Decorator } from '@storybook/nextjs-vite';
import { AuthCard } from '@/components/auth/AuthCard';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { SettingsSection } from '@/components/auth/SettingsSection';
import type { SessionUser } from '@/lib/auth/types';

export const storyCustomer: SessionUser = {
  id: 'user-1',
  email: 'sam@example.com',
  name: 'Sam Rivers',
  role: 'customer',
};

// Storybook has no auth API: the forms get a known user, so no current-user call is made.
const withUser: Decorator = (Story) => (
  <AuthProvider initialUser={storyCustomer}>
    <Story />
  </AuthProvider>
);

/** A sign-in page's panel, as on /login, /register and the other auth pages. */
export const inAuthCard =
  (title: string): Decorator =>
  (Story, context) =>
    withUser(
      () => (
        <AuthCard title={title}>
          <Story />
        </AuthCard>
      ),
      context,
    );

/** One panel of /account/settings. */
export const inSettings =
  (title: string): Decorator =>
  (Story, context) =>
    withUser(
      () => (
        <div style={{ padding: '1.5rem' }}>
          <SettingsSection title={title}>
            <Story />
          </SettingsSection>
        </div>
      ),
      context,
    );
