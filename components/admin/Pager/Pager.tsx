import Link from 'next/link';
import * as styles from './Pager.css';

/** Links to the pages before and after this one of a back-office list; nothing when it has one page. */
export function Pager({
  label,
  page,
  pageCount,
  hrefFor,
  before = 'Newer',
  after = 'Older',
}: {
  /** Names the navigation, e.g. "Pages of the log". */
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  before?: string;
  after?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 && (
        <Link rel="prev" href={hrefFor(page - 1)}>
          {before}
        </Link>
      )}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount && (
        <Link rel="next" href={hrefFor(page + 1)}>
          {after}
        </Link>
      )}
    </nav>
  );
}
