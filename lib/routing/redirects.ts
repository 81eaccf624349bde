// Permanent redirects of spec §2.2. Chains are flattened so each old URL lands in one hop.
export type SiteRedirect = { source: string; destination: string; permanent: true };

export const siteRedirects: SiteRedirect[] = [
  { source: '/portfolio', destination: '/our-work', permanent: true },
  { source: '/podcasts', destination: '/our-work', permanent: true },
  { source: '/team', destination: '/about', permanent: true },
  { source: '/blog', destination: '/insights', permanent: true },
  { source: '/blog/:slug', destination: '/insights', permanent: true },
  { source: '/services', destination: '/studio-services', permanent: true },
  { source: '/studio', destination: '/studio-services', permanent: true },
];

// Short addresses that serve the same page under their own URL (spec §2.1); canonical links point to the long one.
export const siteAliases = [
  { source: '/terms', destination: '/terms-of-service' },
  { source: '/privacy', destination: '/privacy-policy' },
];
