import type { ReactNode } from 'react';
import { BackToTop } from '../BackToTop';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { ScrollToTop } from '../ScrollToTop';
import { SkipLink } from '../SkipLink';
import { main } from './SiteShell.css';

/** Header, main landmark, footer and the page-level helpers every public page shares. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className={main}>
        {children}
      </main>
      <Footer />
      <BackToTop />
      <ScrollToTop />
    </>
  );
}
