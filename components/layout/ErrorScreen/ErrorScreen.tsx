'use client';

import * as styles from './ErrorScreen.css';

/** The top-level fallback of spec §8 for unexpected errors. */
export function ErrorScreen() {
  return (
    <div className={styles.screen} role="alert">
      <div className={styles.box}>
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.text}>
          We encountered an unexpected error. Please try refreshing the page.
        </p>
        <button type="button" className={styles.refresh} onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </div>
  );
}
