import { recordPageView } from '@/lib/analytics/pageview';

export const runtime = 'nodejs';

export { recordPageView as POST };
