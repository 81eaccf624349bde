// @vitest-environment jsdom
// Each chart is a named picture with its figures as a table: the drawing is an image named by the
// chart's title, and the table under it holds the same numbers, formatted for reading.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CancellationsChart,
  ExperimentIntervals,
  OccupancyHeatMap,
  PromoCodeChart,
  RevenueChart,
} from '@/components/admin/charts';
import {
  cancellations,
  monthlyRevenue,
  occupancy,
  promoCodes,
  weeklyRevenue,
} from '../../stories/admin/chart-fixtures';
import { heroResult } from '../../stories/admin/experiment-fixtures';

afterEach(cleanup);

/** The text of each cell of the row a table names `header`. */
function row(tableName: string, header: string) {
  const table = screen.getByRole('table', { name: tableName });
  const found = within(table).getByRole('rowheader', { name: header }).closest('tr')!;
  return within(found as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the charts and their tables', () => {
  it('draws revenue against a year before, with the change in the table', () => {
    render(<RevenueChart unit="month" points={monthlyRevenue} />);
    const figure = screen.getByRole('figure', { name: 'Taken per month' });
    expect(
      within(figure).getByRole('img', { name: 'Taken per month' }).querySelectorAll('rect').length,
    ).toBeGreaterThanOrEqual(24);
    // Dec 2025: £12,000.00 against £9,500.00.
    expect(row('Taken per month, against a year before', 'Dec 2025')).toEqual([
      '£12,000.00',
      '£9,500.00',
      '+26%',
    ]);
  });

  it('says "-" for a change from nothing, per week', () => {
    render(<RevenueChart unit="week" points={weeklyRevenue} />);
    expect(row('Taken per week, against a year before', '7 Sept')).toEqual([
      '£2,800.00',
      '£0.00',
      '-',
    ]);
  });

  it('lists cancellations, no-shows, the no-show rate and late fees per month', () => {
    render(<CancellationsChart points={cancellations} />);
    // Jan 2026 (index 1): 123 sessions, 11 cancelled, 3 no-shows, fees 5 × £80.
    expect(row('Cancellations and no-shows per month', 'Jan 2026')).toEqual([
      '123',
      '11',
      '3',
      '2.4%',
      '£400.00',
    ]);
  });

  it("shows each promo code's redemptions, discount and money taken", () => {
    render(<PromoCodeChart codes={promoCodes} since="1 Dec 2025" />);
    expect(
      row('Promo codes: discount given and money brought since 1 Dec 2025', 'PODCAST10'),
    ).toEqual(['31', '£496.00', '£4,464.00']);
  });

  it('gives each studio a heat map with the booked share of each open hour, closed ones said', () => {
    render(<OccupancyHeatMap report={occupancy} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    const caption = 'Voice Booth: booked share of open hours, 28 Sept to 22 Nov';
    const saturday = row(caption, 'Sat');
    expect(saturday[0]).toBe('closed');
    expect(saturday[1]).toBe('29%');
    expect(row(caption, 'Mon')[10]).toBe('50%');
  });

  it('draws an interval only for compared variants and lists the others', () => {
    render(<ExperimentIntervals result={heroResult([100, 100], [49, 51])} />);
    expect(row('heroSection: uplift on the control, with its 95% interval', 'viral_focus')).toEqual(
      ['51.00%', '+4.1%', '−24.8% to +32.9%', '60.9%'],
    );
    cleanup();
    render(<ExperimentIntervals result={heroResult([8, 9], [2, 0])} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/Not enough data yet for viral_focus/)).toBeTruthy();
  });
});
