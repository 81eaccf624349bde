import { crmStatus } from '@/lib/crm';

export const dynamic = 'force-dynamic';

export function GET() {
  const status = crmStatus();
  return Response.json(status, {
    status: status.success ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}

// Warm-up request at page load (spec §7): same headers, no body.
export function HEAD() {
  const status = crmStatus();
  return new Response(null, {
    status: status.success ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
