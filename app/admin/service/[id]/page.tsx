import { openInStudio } from '@/lib/content/studio-intent';

export default async function EditServicePage({ params }: { params: Promise<{ id: string }> }) {
  openInStudio('service', (await params).id);
}
