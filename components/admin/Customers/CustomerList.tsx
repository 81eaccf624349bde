import Link from 'next/link';
import { formatPounds } from '@/lib/booking/rules';
import type { CustomersPage, CustomersQuery, CustomerSort } from '@/lib/customers';
import type { BookingSlot } from '@/lib/validation/booking';
import { SelectField, TextField } from '../../ui/Form';
import { DataTable } from '../../ui/DataTable';
import { FilterForm } from '../FilterForm';
import { Pager } from '../Pager';
import { CUSTOMERS_PATH, customerHref, customersHref, slotEntries } from './customer-links';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'Europe/London',
});
const day = (date: Date | null) =>
  date ? <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time> : '-';

const sortWords: Record<CustomerSort, string> = {
  'last-visit': 'Last visit',
  spend: 'Spend',
  bookings: 'Bookings',
};

/** Everyone who booked: found by name or e-mail, sorted by last visit, spend or bookings. */
export function CustomerList({
  page,
  query,
  slot = {},
}: {
  page: CustomersPage;
  query: CustomersQuery;
  /** Booking a free time from the timeline: every customer's link carries it to the form. */
  slot?: BookingSlot;
}) {
  return (
    <>
      <FilterForm action={CUSTOMERS_PATH} search submitLabel="Find">
        {slotEntries(slot).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextField
          id="customers-q"
          label="Name or e-mail"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
        />
        <SelectField id="customers-sort" label="Sort by" name="sort" defaultValue={query.sort}>
          {Object.entries(sortWords).map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      {page.customers.length === 0 ? (
        <p>{query.q ? 'Nobody who booked matches.' : 'Nobody has booked yet.'}</p>
      ) : (
        <>
          <p>
            {page.total === 1 ? '1 customer' : `${page.total} customers`}
            {query.q ? ' match' : ''}, by {sortWords[query.sort].toLowerCase()}.
          </p>
          <DataTable
            caption="Customers"
            columns={[
              'Customer',
              'Bookings',
              'Spend',
              'Last visit',
              'Next visit',
              'No-shows',
              'Cancelled',
            ]}
            rows={page.customers.map((customer) => ({
              key: customer.key,
              header: (
                <>
                  <Link href={customerHref(customer.key, slot)}>{customer.name}</Link>
                  <br />
                  {customer.email}
                </>
              ),
              cells: [
                customer.bookings,
                formatPounds(customer.spendPence, { pence: 'always' }),
                day(customer.lastVisit),
                day(customer.nextVisit),
                customer.noShows,
                customer.cancellations,
              ],
            }))}
          />
        </>
      )}
      <Pager
        label="Pages of customers"
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => customersHref({ ...query, page: n }, slot)}
        before="Previous"
        after="Next"
      />
    </>
  );
}
