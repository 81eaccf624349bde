// Where the customer pages live: the list with its search and order, and one customer by their key.
import type { CustomersQuery } from '@/lib/customers';

export const CUSTOMERS_PATH = '/admin/customers';

export const customerHref = (key: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(key)}`;

export function customersHref(query: Partial<CustomersQuery>) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== 'last-visit') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${CUSTOMERS_PATH}?${search}` : CUSTOMERS_PATH;
}
