import localFont from 'next/font/local';

// Inter, self-hosted from its npm package: next/font serves the file from the site with a
// preload, and sizes a local fallback font to Inter's metrics, so the swap shifts nothing. The
// Latin variable file covers every weight the theme uses (GB English copy).
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
});
