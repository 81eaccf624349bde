import type { ReactNode } from 'react';
import * as styles from './FilterForm.css';

/**
 * A back-office list's filters: a GET form, so the filters live in the link (shareable, kept on
 * reload, working before any script), its fields in a wrapping grid and the submit button at the end.
 */
export function FilterForm({
  action,
  label,
  submitLabel = 'Apply',
  search = false,
  children,
}: {
  /** The list's page; unset, the form submits to the current URL. */
  action?: string;
  /** Names the form for assistive technology (a search form is named by its role). */
  label?: string;
  submitLabel?: string;
  /** A search box rather than filters: the form takes the `search` landmark role. */
  search?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      role={search ? 'search' : undefined}
      aria-label={label}
      className={styles.filters}
    >
      {children}
      <div className={styles.apply}>
        <button type="submit" className={styles.applyButton}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
