import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

// Every component styles itself with these variables only; light and dark fill them in.
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    focusRing: null,
    danger: null,
    onDanger: null,
    success: null,
    overlay: null,
    headerBackground: null,
  },
  font: { body: null, heading: null, mono: null },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, base: null, slow: null, easing: null },
  layout: { maxWidth: null, headerHeight: null, gutter: null },
  zIndex: { header: null, notice: null, drawer: null, overlay: null, toast: null },
});

const shared = {
  font: {
    body: 'var(--font-body, ui-sans-serif), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading:
      'var(--font-body, ui-sans-serif), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(1.9rem, 1.4rem + 2vw, 2.5rem)',
    '4xl': 'clamp(2.25rem, 1.5rem + 3.5vw, 3.75rem)',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.15', normal: '1.5', relaxed: '1.7' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: { sm: '6px', md: '10px', lg: '18px', full: '9999px' },
  motion: { fast: '120ms', base: '200ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  layout: { maxWidth: '1200px', headerHeight: '4rem', gutter: 'clamp(1rem, 4vw, 2rem)' },
  // Notices (cookie banner, achievements, toasts) sit above the page's floating buttons and below
  // every menu, panel and dialog (modal dialogs are in the top layer anyway).
  zIndex: { header: '50', notice: '80', drawer: '100', overlay: '90', toast: '200' },
};

// Colours checked for WCAG 2.2 AA: body text >= 7:1, muted text and accent buttons >= 4.5:1.
createGlobalTheme(':root, [data-theme="light"]', vars, {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#f4f4f6',
    surfaceRaised: '#ffffff',
    text: '#14151a',
    textMuted: '#4b4f5c',
    border: '#d9dae0',
    accent: '#b4400f',
    accentHover: '#933409',
    onAccent: '#ffffff',
    focusRing: '#1d4ed8',
    danger: '#b42318',
    onDanger: '#ffffff',
    success: '#0f7a3d',
    overlay: 'rgba(10, 11, 14, 0.72)',
    headerBackground: 'rgba(255, 255, 255, 0.94)',
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 21, 26, 0.08)',
    md: '0 4px 14px rgba(20, 21, 26, 0.10)',
    lg: '0 16px 40px rgba(20, 21, 26, 0.16)',
  },
});

createGlobalTheme('[data-theme="dark"]', vars, {
  ...shared,
  color: {
    background: '#0d0e12',
    surface: '#17191f',
    surfaceRaised: '#1f2129',
    text: '#f2f3f5',
    textMuted: '#a9adb9',
    border: '#2e313b',
    accent: '#f59a5b',
    accentHover: '#f8b483',
    onAccent: '#17110c',
    focusRing: '#93b4ff',
    danger: '#ff8a80',
    onDanger: '#1a0b0a',
    success: '#5fd39a',
    overlay: 'rgba(0, 0, 0, 0.8)',
    headerBackground: 'rgba(13, 14, 18, 0.94)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 14px rgba(0, 0, 0, 0.5)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
});

globalStyle(':root, [data-theme="light"]', { colorScheme: 'light' });
globalStyle('[data-theme="dark"]', { colorScheme: 'dark' });
