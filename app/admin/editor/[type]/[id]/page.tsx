import { openInStudio } from '@/lib/content/studio-intent';

export default async function EditDocumentPage({
  params,
}: {
  params: Promise<{ type: string; id: string }>;
}) {
  const { type, id } = await params;
  openInStudio(type, id);
}
