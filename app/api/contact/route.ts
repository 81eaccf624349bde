import { sendContactMessage } from '@/lib/contact/http';

export const runtime = 'nodejs';

export { sendContactMessage as POST };
