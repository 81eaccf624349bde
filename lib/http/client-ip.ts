/**
 * The caller's address for rate limiting. The production server (server/main.mjs) replaces
 * X-Forwarded-For with the one address it believes (the socket, or what trusted proxies say), so
 * a client cannot choose its own by sending the header.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}

/** Whether the caller is this machine, as `clientIp` believes it (IPv4 loopback, also IPv4-mapped, or ::1). */
export function fromLoopback(request: Request): boolean {
  const address = clientIp(request).replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
