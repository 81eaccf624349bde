import { postAdminNote } from '@/lib/notes/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { postAdminNote as POST };
