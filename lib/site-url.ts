import { appEnv } from './env';

/**
 * The absolute URL of a path on this site, from the configured SITE_URL and never from the request's
 * Host header (which an attacker controls): links in e-mails, feeds and structured data.
 */
export function absoluteUrl(path: string): string {
  return new URL(path, appEnv().SITE_URL).toString();
}
