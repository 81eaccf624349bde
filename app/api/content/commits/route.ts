import { applyRemoteCommit } from '@/lib/lake/mount';

export const runtime = 'nodejs';

export { applyRemoteCommit as POST };
