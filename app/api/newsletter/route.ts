import { subscribe } from '@/lib/newsletter/http';

export const runtime = 'nodejs';

export { subscribe as POST };
