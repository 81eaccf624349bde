import { refreshStudioImport } from '@/lib/calendar-http/http';

export const runtime = 'nodejs';

export { refreshStudioImport as POST };
