// What the site footer shows about the studio, from the site settings the editors keep.
import { siteIdentity } from '../site';
import type { SiteSettingsQueryResult } from './sanity.types';

export type SocialNetwork = 'instagram' | 'twitter' | 'facebook' | 'linkedin' | 'youtube';
export type SocialLink = { network: SocialNetwork; label: string; href: string };
export type FooterStudio = { name: string; description: string; socials: SocialLink[] };

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

/** The footer's studio block: the settings' name, description and social links, in a fixed order. */
export function footerStudio(settings: SiteSettingsQueryResult): FooterStudio {
  if (!settings) return defaultFooterStudio;
  const socials = (Object.keys(SOCIAL_LABELS) as SocialNetwork[]).flatMap((network) => {
    const href = settings.socials?.[network];
    return href && /^https:\/\//.test(href)
      ? [{ network, label: SOCIAL_LABELS[network], href }]
      : [];
  });
  return {
    name: settings.studioName,
    description: settings.defaultSeo?.description ?? siteIdentity.description,
    socials,
  };
}

/** Until the content store answers (and in stories): the built-in identity. */
export const defaultFooterStudio: FooterStudio = {
  name: siteIdentity.name,
  description: siteIdentity.description,
  socials: siteIdentity.socials.map((social) => ({ ...social })),
};
