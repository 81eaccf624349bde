import { recordJourneyStep } from '@/lib/experiments/http';

export const runtime = 'nodejs';

export { recordJourneyStep as POST };
