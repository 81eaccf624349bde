import { requireAdminPage } from '@/lib/auth';
import { Studio } from './Studio';

export { metadata, viewport } from 'next-sanity/studio';
export const dynamic = 'force-dynamic';

export default async function StudioPage({ params }: { params: Promise<{ tool?: string[] }> }) {
  const { tool = [] } = await params;
  await requireAdminPage(['/admin/cms', ...tool].join('/'));
  return <Studio />;
}
