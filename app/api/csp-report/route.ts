import { receiveCspReport } from '@/lib/http/csp-report';

export const runtime = 'nodejs';

export { receiveCspReport as POST };
