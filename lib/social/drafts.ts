import type { EpisodeBrief, SocialTone } from '../validation/social';
import { suggestHashtags } from './hashtags';

export type SocialPlatform = 'instagram' | 'linkedin' | 'x';

interface PlatformRules {
  label: string;
  /** The platform's own limit, counted the way the platform counts. */
  limit: number;
  hashtags: number;
}

export const PLATFORM_RULES: Record<SocialPlatform, PlatformRules> = {
  instagram: { label: 'Instagram', limit: 2200, hashtags: 12 },
  linkedin: { label: 'LinkedIn', limit: 3000, hashtags: 4 },
  x: { label: 'X', limit: 280, hashtags: 3 },
};

export interface SocialDraft {
  platform: SocialPlatform;
  label: string;
  text: string;
  hashtags: string[];
  length: number;
  limit: number;
}

interface ToneWords {
  opener: (title: string) => string;
  guest: (guest: string) => string;
  cta: string;
}

const TONES: Record<SocialTone, ToneWords> = {
  professional: {
    opener: (title) => `New episode: ${title}`,
    guest: (guest) => `Featuring ${guest}.`,
    cta: 'Listen now',
  },
  conversational: {
    opener: (title) => `🎙️ New episode out now: ${title}`,
    guest: (guest) => `We sat down with ${guest}.`,
    cta: 'Give it a listen',
  },
  bold: {
    opener: (title) => `🔥 Don't miss this one: ${title}`,
    guest: (guest) => `${guest} joins us and holds nothing back.`,
    cta: 'Press play now',
  },
};

const X_URL_LENGTH = 23; // X shortens every link to a t.co address of this length.

/** Length as X counts it: links count 23, most scripts 1 per character, emoji and CJK 2. */
export function xLength(text: string): number {
  const withoutUrls = text.replace(/https?:\/\/\S+/g, 'x'.repeat(X_URL_LENGTH));
  let length = 0;
  for (const char of withoutUrls) {
    const code = char.codePointAt(0) ?? 0;
    const light =
      code <= 0x10ff ||
      (code >= 0x2000 && code <= 0x200d) ||
      (code >= 0x2010 && code <= 0x201f) ||
      (code >= 0x2032 && code <= 0x2037);
    length += light ? 1 : 2;
  }
  return length;
}

const tagLine = (tags: string[]) => tags.map((tag) => `#${tag}`).join(' ');
const paragraphs = (...blocks: (string | undefined | false)[]) =>
  blocks.filter((block): block is string => Boolean(block)).join('\n\n');

function draft(platform: SocialPlatform, text: string, hashtags: string[]): SocialDraft {
  const { label, limit } = PLATFORM_RULES[platform];
  const length = platform === 'x' ? xLength(text) : [...text].length;
  return { platform, label, text, hashtags, length, limit };
}

function instagramDraft(brief: EpisodeBrief, tone: ToneWords): SocialDraft {
  const hashtags = suggestHashtags(brief, PLATFORM_RULES.instagram.hashtags);
  const heading = [tone.opener(brief.title), brief.guest && tone.guest(brief.guest)]
    .filter(Boolean)
    .join('\n');
  const text = paragraphs(
    heading,
    brief.keyPoints.map((point) => `• ${point}`).join('\n'),
    `${tone.cta} (link in bio).`,
    tagLine(hashtags),
  );
  return draft('instagram', text, hashtags);
}

function linkedinDraft(brief: EpisodeBrief, tone: ToneWords): SocialDraft {
  const hashtags = suggestHashtags(brief, PLATFORM_RULES.linkedin.hashtags);
  const show = brief.showName ? ` of ${brief.showName}` : '';
  const heading = [`New episode${show}: ${brief.title}`, brief.guest && tone.guest(brief.guest)]
    .filter(Boolean)
    .join('\n');
  const text = paragraphs(
    heading,
    `In this episode:\n${brief.keyPoints.map((point) => `→ ${point}`).join('\n')}`,
    brief.link ? `${tone.cta}: ${brief.link}` : `${tone.cta} wherever you get your podcasts.`,
    tagLine(hashtags),
  );
  return draft('linkedin', text, hashtags);
}

/** X is short: the opener always, then guest, first point, link and tags while they fit. */
function xDraft(brief: EpisodeBrief, tone: ToneWords): SocialDraft {
  const { limit } = PLATFORM_RULES.x;
  const hashtags = suggestHashtags(brief, PLATFORM_RULES.x.hashtags);
  let opener = tone.opener(brief.title);
  if (xLength(opener) > limit) {
    const overflow = xLength(opener) - limit + 1;
    opener = `${[...opener].slice(0, -overflow).join('').trimEnd()}…`;
  }
  const optional = [
    brief.guest && tone.guest(brief.guest),
    brief.keyPoints[0],
    brief.link,
    tagLine(hashtags),
  ].filter((part): part is string => Boolean(part));
  let text = opener;
  const used: string[] = [];
  for (const part of optional) {
    const candidate = `${text}\n\n${part}`;
    if (xLength(candidate) <= limit) {
      text = candidate;
      used.push(part);
    }
  }
  const usedTags = used.includes(tagLine(hashtags)) ? hashtags : [];
  return draft('x', text, usedTags);
}

export type SocialDrafts = Record<SocialPlatform, SocialDraft>;

/** Drafts one post per platform from an episode brief: rules only, no network. */
export function draftSocialPosts(brief: EpisodeBrief): SocialDrafts {
  const tone = TONES[brief.tone];
  return {
    instagram: instagramDraft(brief, tone),
    linkedin: linkedinDraft(brief, tone),
    x: xDraft(brief, tone),
  };
}
