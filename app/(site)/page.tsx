import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/Button';

export default function HomePage() {
  return (
    <PageIntro
      eyebrow="Home to British Podcast Award winners"
      title="Broadcast-quality podcast and video studios in London"
      lead="Record, produce and grow your show with the team behind award-winning podcasts."
    >
      <ButtonLink href="/get-started">Start Your Podcast Journey</ButtonLink>
      <ButtonLink href="/contact" variant="secondary">
        Request a Consultation
      </ButtonLink>
    </PageIntro>
  );
}
