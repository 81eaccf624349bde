// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionRenderer } from '@/components/sections/SectionRenderer';

const stats = {
  _type: 'stats',
  _key: 'figures',
  heading: 'In numbers',
  items: [{ _type: 'stat', _key: 'a', value: '500+', label: 'Episodes Recorded' }],
} as const;
const unknown = { _type: 'countdownTimer', _key: 'mystery' };

afterEach(cleanup);

describe('the section renderer', () => {
  it('draws each known block with its component, in order', async () => {
    render(await SectionRenderer({ sections: [stats] }));
    expect(screen.getByRole('heading', { level: 2, name: 'In numbers' })).toBeTruthy();
    expect(screen.getByText('500+')).toBeTruthy();
  });

  it('renders nothing for a block type it does not know when a visitor looks', async () => {
    const { container } = render(await SectionRenderer({ sections: [unknown, stats] }));
    expect(container.textContent).not.toContain('countdownTimer');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('500+')).toBeTruthy();
  });

  it('shows editors in draft mode a visible warning naming the unknown block type', async () => {
    render(await SectionRenderer({ sections: [unknown, stats], draft: true }));
    expect(screen.getByRole('note').textContent).toContain('countdownTimer');
    expect(screen.getByText('500+')).toBeTruthy();
  });
});

describe('behind the scenes', () => {
  const section = {
    _type: 'behindTheScenes',
    _key: 'bts',
    heading: 'Behind the Scenes',
    fallbackVideos: [
      { _type: 'fallbackVideo', _key: 'f1', title: 'Studio tour', src: '/videos/tour.mp4' },
      { _type: 'fallbackVideo', _key: 'f2', title: 'A session in the edit' },
    ],
    videos: [] as never[],
  } as const;

  it('plays the fallback videos when no video is featured, and says when one is still processing', async () => {
    render(await SectionRenderer({ sections: [section] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Behind the Scenes' })).toBeTruthy();
    expect(screen.getByLabelText('Studio tour').tagName).toBe('VIDEO');
    expect(screen.getByText('Loading video...')).toBeTruthy();
    expect(screen.getByText('A session in the edit')).toBeTruthy();
    expect(screen.getByText('Video currently being processed')).toBeTruthy();
  });
});

describe('draft mode in the website editor', () => {
  it('marks each block with the document and path the Studio opens on click', async () => {
    const { container } = render(
      await SectionRenderer({
        sections: [stats],
        draft: true,
        document: { _id: 'page-home', _type: 'page' },
      }),
    );
    const target = container.querySelector('[data-sanity]')?.getAttribute('data-sanity') ?? '';
    // The keyed path sections[_key=="figures"], in the attribute's compact form.
    expect(target).toBe('id=page-home;type=page;path=sections:figures;base=%2Fadmin%2Fcms');
  });

  it('adds nothing for visitors', async () => {
    const { container } = render(
      await SectionRenderer({ sections: [stats], document: { _id: 'page-home', _type: 'page' } }),
    );
    expect(container.querySelector('[data-sanity]')).toBeNull();
  });
});
