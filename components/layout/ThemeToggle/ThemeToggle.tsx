'use client';

import { THEME_TOGGLE_ATTRIBUTE } from '../../theme/theme-constants';
import { useTheme } from '../../theme/useTheme';
import { Icon } from '../../ui/Icon';
import { moonIcon, sunIcon, toggle } from './ThemeToggle.css';

/** Switches light and dark; the head script handles the click (theme-script.ts), this shows the state. */
export function ThemeToggle() {
  const theme = useTheme();
  return (
    <button
      type="button"
      className={toggle}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      data-testid="theme-toggle"
    >
      <Icon name="moon" className={moonIcon} />
      <Icon name="sun" className={sunIcon} />
    </button>
  );
}
