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
        <LinkList id="footer-quick-links" heading="Quick Links" links={footerQuickLinks} />
        <LinkList id="footer-legal" heading="Legal" links={footerLegalLinks} />
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

/** A titled column of links, named by its heading for screen readers. */
function LinkList({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link className={styles.link} href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
