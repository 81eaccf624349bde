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
  it('draws each known block with its component, in order', () => {
    render(<SectionRenderer sections={[stats]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'In numbers' })).toBeTruthy();
    expect(screen.getByText('500+')).toBeTruthy();
  });

  it('renders nothing for a block type it does not know when a visitor looks', () => {
    const { container } = render(<SectionRenderer sections={[unknown, stats]} />);
    expect(container.textContent).not.toContain('countdownTimer');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('500+')).toBeTruthy();
  });

  it('shows editors in draft mode a visible warning naming the unknown block type', () => {
    render(<SectionRenderer sections={[unknown, stats]} draft />);
    expect(screen.getByRole('note').textContent).toContain('countdownTimer');
    expect(screen.getByText('500+')).toBeTruthy();
  });
});
