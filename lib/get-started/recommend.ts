import type { GetStartedAnswers } from '../validation/get-started';

export interface ServiceSuggestion {
  title: string;
  href: string;
  why: string;
}

type Answers = Pick<GetStartedAnswers, 'format' | 'stage' | 'cadence' | 'needs'>;

const SERVICES = {
  consultation: { title: 'Consultation Services', href: '/consultation-services' },
  recording: { title: 'Recording Sessions', href: '/recording-sessions' },
  production: { title: 'Podcast Production', href: '/podcast-production' },
  sound: { title: 'Sound Design', href: '/sound-design' },
  distribution: { title: 'Distribution Assistance', href: '/distribution-assistance' },
  remote: { title: 'Remote Recording', href: '/remote-recording' },
} as const;

/** The services that fit a lead's answers, most useful first: what the last step suggests. */
export function recommendServices(answers: Answers): ServiceSuggestion[] {
  const picks = new Map<keyof typeof SERVICES, string>();
  const pick = (key: keyof typeof SERVICES, why: string) => {
    if (!picks.has(key)) picks.set(key, why);
  };
  if (
    answers.stage === 'idea' ||
    answers.needs.includes('consultation') ||
    answers.format === 'unsure'
  ) {
    pick('consultation', 'A strategy session shapes the format, audience and launch plan first.');
  }
  if (answers.needs.includes('studio') || answers.format !== 'audio') {
    pick(
      'recording',
      answers.format === 'audio'
        ? 'Broadcast-quality rooms with an engineer for every session.'
        : 'Multi-camera 4K video and broadcast audio in one session.',
    );
  }
  if (answers.needs.includes('remote'))
    pick('remote', 'Record guests anywhere with studio-grade sound.');
  if (answers.needs.includes('production') || answers.cadence === 'weekly') {
    pick('production', 'Editing, mixing and show notes so every episode ships on time.');
  }
  if (answers.needs.includes('sound-design'))
    pick('sound', 'Intros, beds and a sonic identity for your show.');
  if (answers.needs.includes('distribution') || answers.stage === 'launching') {
    pick('distribution', 'Get listed on every platform and reach your first listeners.');
  }
  if (picks.size === 0)
    pick('recording', 'Broadcast-quality rooms with an engineer for every session.');
  return [...picks].map(([key, why]) => ({ ...SERVICES[key], why }));
}
