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
