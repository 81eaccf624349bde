import type { Decorator } from '@storybook/nextjs-vite';
import type { ComponentType } from 'react';
import { AuthCard } from '@/components/auth/AuthCard';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { signedInAs } from '../support/frames';
import { storyCustomer } from '../support/fixtures';

/** A sign-in page's panel, as on /login, /register and the other auth pages. */
export const inAuthCard =
  (title: string): Decorator =>
  (Story, context) =>
    signedInAs(storyCustomer)(
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
    signedInAs(storyCustomer)(
      () => (
        <div style={{ padding: '1.5rem' }}>
          <SettingsSection title={title}>
            <Story />
          </SettingsSection>
        </div>
      ),
      context,
    );

/** The meta of a form shown on an auth page titled `title`. */
export const onAuthPage = <Props extends object>(
  component: ComponentType<Props>,
  title: string,
  args?: Partial<Props>,
) => ({ component, decorators: [inAuthCard(title)], args });

/** The meta of a form shown in the settings panel titled `title`. */
export const inSettingsPanel = <Props extends object>(
  component: ComponentType<Props>,
  title: string,
  args?: Partial<Props>,
) => ({ component, decorators: [inSettings(title)], args });
