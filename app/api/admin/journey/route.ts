import { readJourney } from '@/lib/experiments/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { readJourney as GET };
