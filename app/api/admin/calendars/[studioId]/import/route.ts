import { setStudioImport, stopStudioImport } from '@/lib/calendar-http/http';

export const runtime = 'nodejs';

export { setStudioImport as PUT, stopStudioImport as DELETE };
