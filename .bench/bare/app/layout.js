// The bare Next.js App Router page that `npm run bench:pages` measures the site against: the same
// Next.js and React as the project, nothing else.
export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
