import Link from 'next/link';
import { footerLegalLinks, footerQuickLinks } from '@/lib/routing/navigation';
import { defaultFooterStudio, type FooterStudio } from '@/lib/content/footer';
import { Icon } from '../../ui/Icon';
import { NewsletterForm } from '../NewsletterForm';
import * as styles from './Footer.css';

/** The site footer of spec §2.9; the studio's name, blurb and social links come from site settings. */
export function Footer({
  studio = defaultFooterStudio,
  year = new Date().getFullYear(),
}: {
  studio?: FooterStudio;
  year?: number;
}) {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {studio.name}
          </h2>
          <p className={styles.about}>{studio.description}</p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <LinkList links={footerQuickLinks} />
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            Legal
          </h2>
          <LinkList links={footerLegalLinks} />
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <NewsletterForm />
          <h2 className={styles.followHeading}>Follow Us</h2>
          <ul className={styles.socialList}>
            {studio.socials.map((social) => (
              <li key={social.network}>
                <a
                  className={styles.socialLink}
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <Icon name={social.network} label={`${social.label} (opens in a new tab)`} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.bottom}>
        © {year} {studio.name}. All rights reserved.
      </p>
    </footer>
  );
}

function LinkList({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link className={styles.link} href={link.href}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
