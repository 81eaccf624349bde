import type { Http2SecureServer } from 'node:http2';

export function startHttpsFront(options?: {
  port?: number;
  upstream?: string;
  certDir?: string;
  secret?: string;
}): Promise<Http2SecureServer>;
