import localFont from 'next/font/local';

// Inter, self-hosted from its npm package: next/font serves the file from the site with a
// preload, and sizes a local fallback font to Inter's metrics. The Latin variable file covers every
// weight the theme uses (GB English copy). `optional`, not `swap`: the sized fallback still wraps
// some lines differently (the control hero's lead lost a line, a 0.05 layout shift on a phone), so
// a font that misses its first 100 ms is left for the next page rather than swapped in.
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
});
