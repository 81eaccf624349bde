// @vitest-environment jsdom
// The booking page keeps a chosen start when an add-on is ticked and it still fits, says why when
// it no longer does (an add-on's setup before opening time), and a new start clears the alert of
// the attempt made without one (issue #46 item 7). The APIs are answered here; the browser test
// (tests/e2e/booking-customer-flow.spec.ts) drives the real ones.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingFlow } from '@/components/booking/BookingFlow';
import type { AddOnOffer } from '@/lib/booking/pricing';
import { storySettings, storyStudios } from '../../stories/booking/fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const day = '2026-12-05';
const at = (time: string) => `${day}T${time}:00+00:00`;
const offer = (id: string, name: string, minutesBefore: number): AddOnOffer => ({
  id,
  name,
  description: '',
  pricePence: 3000,
  unit: 'session',
  minutesBefore,
  minutesAfter: 0,
  required: false,
  studioIds: ['studio-main'],
});
const addOns = [offer('engineer', 'Sound engineer', 0), offer('cameras', 'Cameras', 30)];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const money = (pence: number) => ({ pence, formatted: `£${pence / 100}` });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/bookings/availability') {
        // The cameras' 30 minutes of setup cannot start before the 10:00 opening.
        const cameras = url.searchParams.get('addOns')?.includes('cameras');
        return json({ starts: [cameras ? at('10:30') : at('10:00'), at('12:00')], closure: null });
      }
      return json({
        lines: [],
        total: money(20000),
        vat: money(3333),
        discount: money(0),
        dueOnline: null,
        cancellation: { free: true, fee: money(0), words: 'Free cancellation until Thu 3 Dec.' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the booking page with add-ons after a start time', () => {
  it('keeps a start that still fits, re-asks one that does not, and clears the stale alert', async () => {
    render(
      <BookingFlow
        studios={storyStudios}
        settings={storySettings}
        variant="simple"
        today="2026-11-23"
        prefill={null}
        initial={{ studioId: 'studio-main', date: day }}
        addOns={addOns}
      />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: '10:00' }));
    expect(await screen.findByText('Free cancellation until Thu 3 Dec.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Sound engineer/ }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: '10:00' }).checked).toBe(true),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: /Cameras/ }));
    const notice = screen.getByTestId('start-time-notice');
    await waitFor(() => expect(notice.textContent).toMatch(/^10:00 is no longer free/));
    expect(screen.queryByRole('radio', { name: '10:00' })).toBeNull();
    expect(document.querySelectorAll('input[name="start"]:checked')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = screen.getByTestId('booking-error');
    await waitFor(() =>
      expect(alert.textContent).toBe('Choose a studio, a date and a start time first.'),
    );
    fireEvent.click(screen.getByRole('radio', { name: '12:00' }));
    await waitFor(() => expect(alert.textContent).toBe(''));
    expect(notice.textContent).toBe('');
  });
});
