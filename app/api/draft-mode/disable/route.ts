import { disableDraftMode } from '@/lib/content/draft-mode';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { disableDraftMode as GET };
