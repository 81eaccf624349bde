import { openInStudio } from '@/lib/content/studio-intent';

export default async function EditTestimonialPage({ params }: { params: Promise<{ id: string }> }) {
  openInStudio('testimonial', (await params).id);
}
