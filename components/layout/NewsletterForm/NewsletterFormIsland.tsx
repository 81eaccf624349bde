'use client';
import { viewIsland } from '@/components/ui/HydrateOnView';

/** The footer's newsletter box as the page ships it: its code loads when it comes into view. */
export const NewsletterFormIsland = viewIsland(() =>
  import('./NewsletterForm').then((module) => module.NewsletterForm),
);
