'use client';
import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { usePathname, useRouter } from 'next/navigation';
import * as styles from './DraftEditing.css';

// Let the preview settle before the Presentation tool asks again.
const REFRESH_SETTLE_MS = 1_000;

/**
 * Shown only in draft mode: connects the page to the Studio's Presentation tool (navigation sync,
 * click-to-edit overlays) and re-renders it with the drafts whenever an editor changes something.
 */
export function DraftEditing() {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <>
      <VisualEditing
        refresh={() => {
          router.refresh();
          return new Promise((resolve) => setTimeout(resolve, REFRESH_SETTLE_MS));
        }}
      />
      <a
        className={styles.exit}
        href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`}
      >
        Previewing drafts · Exit preview
      </a>
    </>
  );
}
