import type { ReactNode } from 'react';
import * as styles from './AuthCard.css';

type AuthCardProps = { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred panel of the sign-in, sign-up, reset and two-factor pages. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
