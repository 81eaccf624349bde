import { NextResponse, type NextRequest } from 'next/server';
import { SITE_SCRIPT_SOURCES } from '@/components/layout/SiteDocument/site-scripts';
import { documentPolicy, newNonce, thirdPartyHosts } from '@/lib/http/content-security-policy';
import { isSharedDocument } from '@/lib/http/shared-documents';
import { SHARED_DOCUMENT_HEADER } from '@/server/contract.mjs';

const hosts = thirdPartyHosts();

/**
 * Before any page renders:
 * - its Content-Security-Policy, with a fresh nonce, on the request (Next reads the nonce there and
 *   puts it on its scripts when it renders the page for this request) and on the response;
 * - under /admin, the path the admin layout guards, so a signed-out visitor is sent to
 *   /login?redirect={that path} (spec §2.5): layouts are not given the path by Next.js. Set here,
 *   the header cannot be supplied by the client;
 * - whether the document will be the same for every visitor, for a cache in front of Next
 *   (lib/http/shared-documents.ts).
 */
export function proxy(request: NextRequest) {
  const policy = documentPolicy(newNonce(), SITE_SCRIPT_SOURCES, hosts);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const path = request.nextUrl.pathname;
  if (path === '/admin' || path.startsWith('/admin/')) headers.set('x-guarded-path', path);
  else headers.delete('x-guarded-path');
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  const cookieNames = new Set(request.cookies.getAll().map((cookie) => cookie.name));
  if (isSharedDocument(path, cookieNames)) response.headers.set(SHARED_DOCUMENT_HEADER, '1');
  return response;
}

// Pages only: not the APIs, Next's files or the files in public/ (a name with an extension).
export const config = { matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'] };
