'use client';

import { hydrateWhenNear } from '@/components/ui/Island';

/** The contact form, whose code (the form kit, react-hook-form) loads as it nears the viewport. */
export const ContactFormIsland = hydrateWhenNear('contact-form', () =>
  import('./ContactForm').then((module) => module.ContactForm),
);
