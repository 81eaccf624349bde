import Link from 'next/link';
import { ButtonLink } from '../../ui/Button';
import * as styles from './NotFound.css';

const popularPages = [
  { href: '/studio-services', label: 'Recording Services' },
  { href: '/blog', label: 'Blog' },
  { href: '/team', label: 'Our Team' },
  { href: '/get-started', label: 'Get Started' },
];

/** The not-found page of spec §2.10. */
export function NotFound() {
  return (
    <div className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>
        Sorry, the page you&apos;re looking for doesn&apos;t exist. It may have been moved or
        deleted.
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/">Go Home</ButtonLink>
        <ButtonLink href="/studio-services" variant="secondary">
          Our Services
        </ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
      <nav className={styles.popular} aria-labelledby="popular-pages">
        <h2 id="popular-pages" className={styles.popularTitle}>
          Popular pages
        </h2>
        <ul className={styles.popularList}>
          {popularPages.map((page) => (
            <li key={page.href}>
              <Link className={styles.popularLink} href={page.href}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
