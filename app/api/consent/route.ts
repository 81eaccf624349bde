import { recordConsent } from '@/lib/consent/record';

export const runtime = 'nodejs';

export { recordConsent as POST };
