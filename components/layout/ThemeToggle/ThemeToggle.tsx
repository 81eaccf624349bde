'use client';

import { useTheme } from '../../theme/useTheme';
import { Icon } from '../../ui/Icon';
import { moonIcon, sunIcon, toggle } from './ThemeToggle.css';

export function ThemeToggle() {
  const { theme, toggle: toggleTheme } = useTheme();
  return (
    <button
      type="button"
      className={toggle}
      onClick={toggleTheme}
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      data-testid="theme-toggle"
    >
      <Icon name="moon" className={moonIcon} />
      <Icon name="sun" className={sunIcon} />
    </button>
  );
}
