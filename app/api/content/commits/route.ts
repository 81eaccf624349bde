import { applyRemoteCommit } from '@/lib/content/lake-mount';

export const runtime = 'nodejs';

export { applyRemoteCommit as POST };
