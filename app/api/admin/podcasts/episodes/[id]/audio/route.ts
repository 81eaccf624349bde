import { uploadEpisodeAudio } from '@/lib/podcasts/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { uploadEpisodeAudio as POST };
