// People and times that several stories show, so they read the same everywhere.
import type { AccountView, SessionUser } from '@/lib/auth/types';

export const storyCustomer: SessionUser = {
  id: 'user-1',
  email: 'sam@example.com',
  name: 'Sam Rivers',
  role: 'customer',
};

export const storyAdmin: SessionUser = {
  id: 'user-admin',
  email: 'alex@studio.example',
  name: 'Alex Morgan',
  role: 'admin',
};

export const storyAccounts: AccountView[] = [
  { ...storyAdmin, emailVerified: true, twoFactorEnabled: true, createdAt: '2026-01-12T09:00:00Z' },
  {
    ...storyCustomer,
    emailVerified: true,
    twoFactorEnabled: false,
    createdAt: '2026-10-02T14:30:00Z',
  },
  {
    id: 'user-2',
    email: 'grace@example.com',
    name: 'Grace Hopper',
    role: 'customer',
    emailVerified: false,
    twoFactorEnabled: false,
    createdAt: '2026-11-19T18:05:00Z',
  },
];

/** "Now" in the back-office and booking stories: a Wednesday in late November 2026. */
export const storyNow = new Date('2026-11-25T12:00:00Z');

/** A seeded photo (served from content/images at the lake's address, see .storybook/main.ts). */
export const storyImage = {
  asset: { _ref: 'image-05d0aecab17c4681dc2f3d046e6d72b4b60e1632-1600x1067-jpg' },
  alt: 'Two hosts recording at a desk with microphones',
};

/**
 * A proof-of-work challenge as `GET /api/challenge` answers it (lib/anti-abuse), signed with a
 * throwaway key: the widget in a story solves it at once, with no server to ask.
 */
export const storyChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    keyLength: 32,
    keyPrefix: '0d258cb995838ef1ed902c5bb62ebba2',
    keySignature: '771a03172b20cf33ee4f57e3f0facc3c56ef714fef3ffaa0c630457afdcb751a',
    nonce: 'ce9534e7f89a289e6c169afd38004d3b',
    salt: 'fdb277dc862472797cf6c388c05130c6',
  },
  signature: 'd8e8d51936a8758d8eb83d249e9dbf30924a36296b4ea392e8469c4dcaf5458e',
};
