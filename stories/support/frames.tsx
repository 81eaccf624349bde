// Decorators that place a component as the site places it, shared by the story files.
import type { Decorator } from '@storybook/nextjs-vite';
import type { CSSProperties } from 'react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { Toaster } from '@/components/ui/Toast';
import type { SessionUser } from '@/lib/auth/types';

/** A column as wide as the component's place on its page. */
export function padded(
  maxWidth: CSSProperties['maxWidth'] = '40rem',
  style?: CSSProperties,
): Decorator {
  return function Padded(Story) {
    return (
      <div style={{ maxWidth, padding: '1.5rem', ...style }}>
        <Story />
      </div>
    );
  };
}

/** Room for what a component floats (banners, notices) or scrolls past. */
export function withRoom(minHeight: CSSProperties['minHeight']): Decorator {
  return function WithRoom(Story) {
    return (
      <div style={{ minHeight }}>
        <Story />
      </div>
    );
  };
}

/** The site shell's toaster, for components that confirm with a toast. */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);

// Storybook has no auth API: a story says who is signed in, so no current-user call is made.
/** Signed in as `user` (null: signed out). */
export function signedInAs(user: SessionUser | null): Decorator {
  return function SignedIn(Story) {
    return (
      <AuthProvider initialUser={user}>
        <Story />
      </AuthProvider>
    );
  };
}

/** Signed in as the story's `parameters.user` (none: signed out), for files with both states. */
export const signedInFromParameters: Decorator = (Story, context) =>
  signedInAs((context.parameters.user as SessionUser | null | undefined) ?? null)(Story, context);
