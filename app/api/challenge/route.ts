import { issueProofOfWorkChallenge } from '@/lib/anti-abuse';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { issueProofOfWorkChallenge as GET };
