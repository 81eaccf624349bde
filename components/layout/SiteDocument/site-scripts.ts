// Every inline script the site itself puts in a page, in one list. Each is a constant, so the
// Content-Security-Policy allows exactly these by hash (proxy.ts), on prerendered and per-request
// pages alike, and no other inline script of ours needs a nonce. What a script needs to know per
// page comes from a JSON data block beside it, which the browser never runs.
import { createHash } from 'node:crypto';
import { themeInitScript } from '@/components/theme';
import {
  BROWSER_ASSIGNMENT_SCRIPT,
  PERSIST_ASSIGNMENT_SCRIPT,
} from '@/lib/experiments/inline-scripts';
import { zodWithoutEvalScript } from '@/lib/http/zod-without-eval';
import { anchorJumpScript } from '../SiteShell/anchor-jumps';

export const SITE_SCRIPTS = [
  themeInitScript,
  anchorJumpScript,
  zodWithoutEvalScript,
  BROWSER_ASSIGNMENT_SCRIPT,
  PERSIST_ASSIGNMENT_SCRIPT,
] as const;

/** The CSP sources of SITE_SCRIPTS: `'sha256-…'` each. */
export const SITE_SCRIPT_SOURCES = SITE_SCRIPTS.map(
  (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
);
