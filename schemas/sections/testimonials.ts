import { pickedDocumentsSection } from '../fields';

export const testimonials = pickedDocumentsSection(
  'testimonials',
  'Testimonials',
  'testimonials',
  'testimonial',
);
