'use client';
import { viewIsland } from '@/components/ui/HydrateOnView';

/** The contact form as the page ships it: its code (and the form kit's) loads when it comes into view. */
export const ContactFormIsland = viewIsland(() =>
  import('./ContactForm').then((module) => module.ContactForm),
);
