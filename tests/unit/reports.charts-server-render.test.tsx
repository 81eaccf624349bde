// The charts render on the server, where there is no DOM to measure text in: plain SVG markup, no
// script, each drawing named by its title.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OccupancyHeatMap, RevenueChart } from '@/components/admin/charts';
import { monthlyRevenue, occupancy } from '../../stories/admin/chart-fixtures';

describe('charts on the server', () => {
  it('renders SVG with a viewBox and a named image, without a document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToStaticMarkup(
      <>
        <RevenueChart unit="month" points={monthlyRevenue} />
        <OccupancyHeatMap report={occupancy} />
      </>,
    );
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(3);
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 400 220"/);
    expect(html).not.toContain('<script');
    expect(html).toContain('Show the figures');
  });
});
