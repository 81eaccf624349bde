import { retryCrmDelivery } from '@/lib/crm/http';

export const runtime = 'nodejs';

export { retryCrmDelivery as POST };
