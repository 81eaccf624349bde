import { SiteLink } from '@/components/ui/SiteLink';
import { DrawerAccount } from '@/components/auth/DrawerAccount';
import { HeaderAccount } from '@/components/auth/HeaderAccount';
// Straight from its file: the folder's index would ship the whole panel with every page.
import { AchievementsButton } from '@/components/gamification/AchievementsPanel/AchievementsButton';
import { bookingLink, mainNavigation } from '@/lib/routing/navigation';
import { siteIdentity } from '@/lib/site';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { MobileDrawer } from '../MobileDrawer';
import { ThemeToggle } from '../ThemeToggle';
import * as styles from './Header.css';
import { NavLinks } from './NavLinks';

/** The fixed site header of spec §2.6: logo, main links, achievements, booking, sign-in links or account menu, drawer on mobile. */
export function Header() {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          <SiteLink href="/" className={styles.logo} aria-label={`${siteIdentity.name}, home`}>
            <span className={styles.logoMark}>
              <Icon name="mic" size={20} />
            </span>
            <span className={styles.logoText}>{siteIdentity.name}</span>
          </SiteLink>
          <nav aria-label="Main" className={styles.desktopNav}>
            <NavLinks items={mainNavigation} layout="bar" />
          </nav>
          <div className={styles.actions}>
            <AchievementsButton />
            <ThemeToggle />
            <ButtonLink href={bookingLink.href} size="sm" className={styles.booking}>
              <span className={styles.desktopOnlyItem}>{bookingLink.label}</span>
              <span className={styles.mobileOnlyItem}>{bookingLink.shortLabel}</span>
            </ButtonLink>
            <div className={styles.desktopOnlyItem}>
              <HeaderAccount />
            </div>
            <div className={styles.compactOnlyItem}>
              <MobileDrawer
                links={[...mainNavigation, { ...bookingLink, label: bookingLink.drawerLabel }]}
                account={<DrawerAccount />}
              />
            </div>
          </div>
        </div>
      </header>
      <div className={styles.headerSpacer} aria-hidden="true" />
    </>
  );
}
