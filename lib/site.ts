// Facts about the studio used by the shell until site settings come from the content store.
export const siteIdentity = {
  name: 'London Podcast Studio',
  shortName: 'LPS',
  description:
    'Professional recording, audio production, sound engineering and podcast creation studio in London. Book a session today.',
  locale: 'en_GB',
  socials: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;
