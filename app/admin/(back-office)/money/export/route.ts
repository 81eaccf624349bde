import { exportMonthlyReport } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { exportMonthlyReport as GET };
