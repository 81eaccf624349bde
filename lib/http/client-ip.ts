/**
 * The caller's address for rate limiting: the first X-Forwarded-For entry (set by `next start` and by
 * the HTTPS front), else X-Real-IP. Only meaningful behind a proxy that overwrites these headers.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}
