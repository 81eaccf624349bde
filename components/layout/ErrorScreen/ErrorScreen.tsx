'use client';

import { Button } from '../../ui/Button';
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
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </div>
    </div>
  );
}
