import type { ReactNode } from 'react';
import { PAINT_FIRST_ATTRIBUTE } from '@/server/contract.mjs';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { footerStudio } from '@/lib/content/footer';
import { siteSettings } from '@/lib/content/site-settings';
import { AchievementNotice } from '../../gamification/AchievementNotice';
import { GamificationProvider } from '../../gamification/GamificationProvider';
import { Analytics } from '../../analytics/Analytics';
import { CrmTracker } from '../../analytics/CrmTracker';
import { AssistantLauncher } from '../../assistant/AssistantLauncher';
import { CookieBannerOnDemand } from '../../consent/CookieBanner/CookieBannerOnDemand';
import { JourneyRecorder } from '../../experiments/JourneyRecorder';
import { ImageStates } from '../../media/ImageStates';
import { Toaster } from '../../ui/Toast';
import { BackToTop } from '../BackToTop';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { HydratedMark } from '../HydratedMark';
import { ScrollToTop } from '../ScrollToTop';
import { SkipLink } from '../SkipLink';
import { main } from './SiteShell.css';

/** Header, main landmark, footer and the page-level helpers every public page shares. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const studio = footerStudio(await siteSettings());
  return (
    <AuthProvider>
      <GamificationProvider>
        <SkipLink />
        <Header />
        {/* The production server has this page's scripts wait for its first paint. */}
        <main id="main-content" tabIndex={-1} className={main} {...{ [PAINT_FIRST_ATTRIBUTE]: '' }}>
          {children}
        </main>
        <Footer studio={studio} />
        <BackToTop />
        <AssistantLauncher />
        <ScrollToTop />
        <AchievementNotice />
        <Toaster />
        <CookieBannerOnDemand />
        <Analytics />
        <CrmTracker />
        <JourneyRecorder />
        <ImageStates />
        <HydratedMark />
      </GamificationProvider>
    </AuthProvider>
  );
}
