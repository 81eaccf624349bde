import { openInStudio } from '@/lib/content/studio-intent';

export default async function EditTeamPage({ params }: { params: Promise<{ id: string }> }) {
  openInStudio('team', (await params).id);
}
