import { enableDraftMode } from '@/lib/content/draft-mode';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { enableDraftMode as GET };
