import { EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_MAX_AGE_SECONDS } from '@/lib/experiments';

/** Stores a variant the server just assigned, so the visitor keeps it on every later visit (spec §4.7). */
export function PersistExperiments({ cookieValue }: { cookieValue: string | null }) {
  if (!cookieValue) return null;
  // The value comes from our own serializer (test ids and variant names only), so it is safe to inline.
  const cookie = `${EXPERIMENT_COOKIE}=${encodeURIComponent(cookieValue)}; Path=/; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  return (
    <script dangerouslySetInnerHTML={{ __html: `document.cookie=${JSON.stringify(cookie)};` }} />
  );
}
