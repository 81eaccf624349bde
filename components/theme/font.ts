import localFont from 'next/font/local';

// Inter, self-hosted: next/font serves the file from the site with a preload, and sizes a local
// fallback font to Inter's metrics. The file is Inter's variable font cut to the weights (400-700)
// and characters the site uses, 21 KB instead of 48 (`npm run font:subset` makes it): with
// `optional` the hero text waits for it. `optional`, not `swap`: the sized fallback still wraps
// some lines differently (the control hero's lead lost a line, a 0.05 layout shift on a phone), so
// a font that misses its first 100 ms is left for the next page rather than swapped in.
export const bodyFont = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  variable: '--font-body',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
});
