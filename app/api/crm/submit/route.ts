import { submitToCrm } from '@/lib/crm/http';

export const runtime = 'nodejs';

export { submitToCrm as POST };
