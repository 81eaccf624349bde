import { forgotPassword } from '@/lib/auth/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = forgotPassword;
