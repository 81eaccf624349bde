import { NextResponse, type NextRequest } from 'next/server';

/**
 * Tells the admin layout which path it guards, so a signed-out visitor is sent to
 * /login?redirect={that path} (spec §2.5): layouts are not given the path by Next.js.
 * Set here, the header cannot be supplied by the client.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-guarded-path', request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
