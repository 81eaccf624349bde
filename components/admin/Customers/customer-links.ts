// Where the customer pages live: the list with its search and order, and one customer by their key.
import type { CustomersQuery } from '@/lib/customers';
import type { BookingSlot } from '@/lib/validation/booking';

export const CUSTOMERS_PATH = '/admin/customers';

/**
 * The studio, day and time a booking is being made for (a free time clicked on the timeline), as
 * the query's names and values: links and the search form carry them on.
 */
export function slotEntries(slot: BookingSlot = {}): [string, string][] {
  return (['studio', 'date', 'time'] as const).flatMap((name) => {
    const value = slot[name];
    return value ? [[name, value] as [string, string]] : [];
  });
}

const slotParams = (slot?: BookingSlot) => new URLSearchParams(slotEntries(slot));

const withSearch = (path: string, params: URLSearchParams) => {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const customerHref = (key: string, slot?: BookingSlot) =>
  withSearch(`${CUSTOMERS_PATH}/${encodeURIComponent(key)}`, slotParams(slot));

/** The booking form, on the slot, filled in for the customer (or for nobody: a new customer). */
export function bookForHref(slot: BookingSlot, customer?: { name: string; email: string }) {
  const params = slotParams(slot);
  if (customer) {
    params.set('name', customer.name);
    params.set('email', customer.email);
  }
  return withSearch('/booking', params);
}

export function customersHref(query: Partial<CustomersQuery>, slot?: BookingSlot) {
  const params = slotParams(slot);
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== 'last-visit') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return withSearch(CUSTOMERS_PATH, params);
}
