'use client';

import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, type ThemeName } from './theme-constants';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredTheme(): ThemeName | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

function currentTheme(): ThemeName {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  // A system change applies only while the visitor has not chosen a theme (spec §4.9).
  const onSystemChange = () => {
    if (readStoredTheme()) return;
    document.documentElement.dataset.theme = media.matches ? 'dark' : 'light';
  };
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  media.addEventListener('change', onSystemChange);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onSystemChange);
  };
}

/** The page's theme, kept on <html data-theme> by the head script; null until hydrated. */
export function useTheme(): ThemeName | null {
  return useSyncExternalStore<ThemeName | null>(subscribe, currentTheme, () => null);
}
