'use client';

import { useRouter } from 'next/navigation';
import type { SessionUser } from '@/lib/auth/types';
import { useAuth } from './AuthProvider';

export type SignedInAnswer = { user?: SessionUser; redirect: string };

/** After sign-in, registration or the second factor: remember the user and go where the server says. */
export function useSignInAndGo() {
  const router = useRouter();
  const { signIn } = useAuth();
  return (answer: SignedInAnswer) => {
    if (answer.user) signIn(answer.user);
    router.push(answer.redirect);
    router.refresh();
  };
}
