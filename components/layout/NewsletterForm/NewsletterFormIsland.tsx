'use client';

import { hydrateWhenNear } from '../../ui/Island';

/** The footer's newsletter form, whose code (the form kit, react-hook-form) loads as the footer nears. */
export const NewsletterFormIsland = hydrateWhenNear('newsletter', () =>
  import('./NewsletterForm').then((module) => module.NewsletterForm),
);
