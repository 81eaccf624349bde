import { describe, expect, it } from 'vitest';
import { draftSocialPosts, suggestHashtags, toHashtag, xLength } from '@/lib/social';
import { episodeBriefFormSchema, episodeBriefSchema, shareCardQuerySchema } from '@/lib/validation';

const brief = episodeBriefSchema.parse({
  title: 'Building a podcast audience from zero',
  showName: 'Studio Sessions',
  guest: 'Alex Morgan',
  keyPoints: [
    'Why consistency beats virality for a new podcast audience',
    'Repurposing one recording into ten clips',
    'Choosing the right microphones for remote guests',
  ],
  link: 'https://example.com/episodes/audience-from-zero',
  tone: 'conversational',
});

describe('social media generator: drafts', () => {
  it('drafts one post each for Instagram, LinkedIn and X', () => {
    const drafts = draftSocialPosts(brief);
    expect(Object.keys(drafts)).toEqual(['instagram', 'linkedin', 'x']);
    for (const draft of Object.values(drafts)) {
      expect(draft.text).toContain('Building a podcast audience from zero');
      expect(draft.length).toBeLessThanOrEqual(draft.limit);
    }
  });

  it('lists every key point on Instagram and LinkedIn, and keeps the link off Instagram', () => {
    const { instagram, linkedin } = draftSocialPosts(brief);
    for (const point of brief.keyPoints) {
      expect(instagram.text).toContain(`• ${point}`);
      expect(linkedin.text).toContain(`→ ${point}`);
    }
    expect(instagram.text).not.toContain('https://');
    expect(instagram.text).toContain('link in bio');
    expect(linkedin.text).toContain(brief.link);
    expect(linkedin.text).toContain('New episode of Studio Sessions');
  });

  it('fits X into 280 characters, counting links as 23 and emoji as 2', () => {
    expect(xLength('a https://example.com/a/very/long/path/that/goes/on')).toBe(25);
    expect(xLength('🎙️')).toBe(4); // the microphone and its variation selector
    const long = episodeBriefSchema.parse({
      ...brief,
      title: 'A'.repeat(120),
      keyPoints: ['B'.repeat(200)],
      tone: 'bold',
    });
    const { x } = draftSocialPosts(long);
    expect(x.length).toBeLessThanOrEqual(280);
    expect(x.text).toContain('A'.repeat(100));
    expect(x.text).not.toContain('B'.repeat(200));
  });

  it('writes in the chosen tone', () => {
    const professional = draftSocialPosts({ ...brief, tone: 'professional' }).instagram;
    const bold = draftSocialPosts({ ...brief, tone: 'bold' }).instagram;
    expect(professional.text.startsWith('New episode: ')).toBe(true);
    expect(bold.text).toContain('holds nothing back');
  });
});

describe('social media generator: hashtags', () => {
  it('starts with the podcast tags, then the show, then the words the episode repeats', () => {
    const tags = suggestHashtags(brief, 6);
    expect(tags.slice(0, 3)).toEqual(['Podcast', 'NewEpisode', 'StudioSessions']);
    expect(tags).toContain('Audience');
    expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
    expect(tags).toHaveLength(6);
  });

  it('makes tags of letters and digits only, without accents', () => {
    expect(toHashtag('café culture & co.')).toBe('CafeCultureCo');
  });
});

describe('social media generator: input', () => {
  it('reads key points one per line and ignores blank lines', () => {
    const parsed = episodeBriefFormSchema.parse({
      title: 'An episode',
      keyPoints: 'First point\n\n  Second point  \r\n',
      link: '',
    });
    expect(parsed.keyPoints).toEqual(['First point', 'Second point']);
    expect(parsed.link).toBeUndefined();
    expect(parsed.tone).toBe('conversational');
  });

  it('explains what is wrong with bad input', () => {
    const result = episodeBriefFormSchema.safeParse({
      title: 'Hi',
      keyPoints: '\n',
      link: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Episode title must be at least 3 characters',
        'Add at least one key point',
        'Enter a full link starting with https://',
      ]),
    );
  });

  it('refuses more than five key points and share cards without a title', () => {
    expect(
      episodeBriefFormSchema.safeParse({ title: 'Episode', keyPoints: '1\n2\n3\n4\n5\n6' }).success,
    ).toBe(false);
    expect(shareCardQuerySchema.safeParse({}).success).toBe(false);
  });
});
