import { updateExperiment } from '@/lib/experiments/http';

export const runtime = 'nodejs';

export { updateExperiment as POST };
