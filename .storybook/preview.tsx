import type { Preview } from '@storybook/nextjs-vite';
import { useLayoutEffect } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { GamificationProvider } from '../components/gamification/GamificationProvider';
import '../components/theme/global.css';
import { themeInitScript } from '../components/theme/theme-script';

// The site's head script, which also handles the theme toggle's clicks; each story then sets its theme.
const headScript = document.createElement('script');
headScript.textContent = themeInitScript;
document.head.append(headScript);

type ThemeGlobal = 'light' | 'dark';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    nextjs: { appDirectory: true },
    a11y: { test: 'error' },
    // The narrow phone the site is designed for (stories/support/themes.ts `Mobile`).
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        ...MINIMAL_VIEWPORTS,
      },
    },
  },
  decorators: [
    (Story, context) => {
      const theme = (context.globals.theme as ThemeGlobal | undefined) ?? 'light';
      return (
        <ThemeRoot theme={theme}>
          {/* Components that earn achievements need the provider, as inside the site shell. */}
          <GamificationProvider>
            <Story />
          </GamificationProvider>
        </ThemeRoot>
      );
    },
  ],
};

// Components read the theme from <html data-theme>, exactly as on the site.
function ThemeRoot({ theme, children }: { theme: ThemeGlobal; children: React.ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <>{children}</>;
}

export default preview;
