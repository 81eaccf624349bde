import { openInStudio } from '@/lib/content/studio-intent';

export default async function EditFaqPage({ params }: { params: Promise<{ id: string }> }) {
  openInStudio('faq', (await params).id);
}
