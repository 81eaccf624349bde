import { describe, expect, it } from 'vitest';
import { recommendServices } from '@/lib/get-started';
import { getStartedPlanSchema, getStartedSchema, getStartedShowSchema } from '@/lib/validation';

const titles = (answers: Parameters<typeof recommendServices>[0]) =>
  recommendServices(answers).map((service) => service.title);

describe('get started: suggested services', () => {
  it('starts someone with only an idea with a consultation', () => {
    expect(
      titles({ format: 'audio', stage: 'idea', cadence: 'monthly', needs: ['studio'] })[0],
    ).toBe('Consultation Services');
  });

  it('suggests recording sessions for video and production for a weekly show', () => {
    expect(
      titles({ format: 'video', stage: 'established', cadence: 'weekly', needs: ['remote'] }),
    ).toEqual(['Recording Sessions', 'Remote Recording', 'Podcast Production']);
  });

  it('always suggests something and links every suggestion to a service page', () => {
    const suggestions = recommendServices({
      format: 'audio',
      stage: 'established',
      cadence: 'monthly',
      needs: ['sound-design'],
    });
    expect(suggestions.map((service) => service.href)).toEqual(['/sound-design']);
  });
});

describe('get started: each step checks its own questions', () => {
  it('asks for the format and the stage first', () => {
    const result = getStartedShowSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Choose what you want to make',
      'Choose where your show is today',
    ]);
  });

  it('needs at least one thing to help with', () => {
    const result = getStartedPlanSchema.safeParse({
      topic: 'Football',
      cadence: 'weekly',
      needs: [],
    });
    expect(result.error?.issues[0]?.message).toBe('Choose at least one thing we can help with');
  });

  it('accepts a complete set of answers', () => {
    expect(
      getStartedSchema.safeParse({
        format: 'both',
        stage: 'launching',
        topic: 'Local history',
        cadence: 'fortnightly',
        needs: ['studio', 'distribution'],
        name: 'Jo Bloggs',
        email: 'jo@example.com',
      }).success,
    ).toBe(true);
  });
});
