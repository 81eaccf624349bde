// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExperimentResults } from '@/components/admin/ExperimentResults';
import { heroResult } from '../../stories/admin/experiment-fixtures';

afterEach(cleanup);

/** The cells of a variant's row in the goal's results table. */
function cellsOf(variant: string) {
  const table = screen.getByRole('table', { name: 'Results of heroSection: Booking confirmed' });
  const row = within(table).getByRole('row', { name: new RegExp(`^${variant}\\b`) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the A/B results table', () => {
  it('says "not enough data yet" with the visitors still needed, never an uplift of 0 and an even chance', () => {
    render(<ExperimentResults result={heroResult([8, 9], [2, 0])} />);
    const [, visitors, converted, rate, uplift, chance] = cellsOf('viral_focus');
    expect([visitors, converted, rate]).toEqual(['9', '0', '0.00%']);
    expect(uplift).toBe(
      'Not enough data yet: about 91 more visitors on this variant and 92 more visitors on the control',
    );
    expect(chance).toBe('-');
  });

  it('says so without a count while nobody has converted', () => {
    render(<ExperimentResults result={heroResult([3, 4], [0, 0])} />);
    expect(cellsOf('viral_focus')[4]).toBe('Not enough data yet: no conversions to compare');
  });

  it("shows GrowthBook's uplift, interval and chance once both sides have enough", () => {
    render(<ExperimentResults result={heroResult([100, 100], [49, 51])} />);
    const [, , , rate, uplift, chance] = cellsOf('viral_focus');
    expect([rate, uplift, chance]).toEqual(['51.00%', '+4.1% (−24.8% to +32.9%)', '60.9%']);
    expect(cellsOf('control')[4]).toBe('-');
  });
});
