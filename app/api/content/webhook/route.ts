import { revalidateFromWebhook } from '@/lib/content/webhook';

export const runtime = 'nodejs';

export { revalidateFromWebhook as POST };
