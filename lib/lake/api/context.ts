import type { Database } from '@/lib/db';
import type { CommittedTransaction } from '../store';
import type { LakeUser } from './auth';

export type LakeContext = {
  db: Database;
  /** The admin a valid bearer token belongs to, or null for anonymous callers. */
  user: LakeUser | null;
  /** Whether the request carried a bearer token at all (an invalid one answers 401, not anonymous). */
  sentToken: boolean;
  url: URL;
  /** The API version from the path (`v2025-02-19` → `2025-02-19`), or null for versionless paths. */
  apiVersion: string | null;
  /** Called after each commit, e.g. to revalidate cached pages. */
  onCommit?: (transaction: CommittedTransaction) => void;
};
