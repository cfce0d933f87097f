import PaymentsIcon from '@mui/icons-material/Payments';
import { listPaymentsQuery } from '@visabridge/contract';
import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';
import { useListParams } from '../../../lib/use-list-params';
import { usePayments } from '../api/list-payments';
import { DateRangeFilter } from './date-range-filter';
import { FilterBar } from './filter-bar';
import { PagedListCard } from './paged-list-card';
import { paymentStatusOptions } from './payment-status-chip';
import { PaymentTotals } from './payment-totals';
import { PaymentsTable } from './payments-table';

const filterSchemas = listPaymentsQuery.pick({ search: true, status: true, from: true, to: true }).shape;

/** Payments: every stored payment, filterable, with totals per status and currency. */
export function PaymentsTab() {
  const list = useListParams(filterSchemas);
  const { filters, setFilters } = list;
  const payments = usePayments(list.apiQuery);

  return (
    <PagedListCard
      query={payments}
      list={list}
      loadingLabel="Loading payments..."
      toolbar={
        <>
          <FilterBar>
            <SearchField
              label="Search payments"
              placeholder="Payer or description"
              {...list.filterProps('search')}
            />
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              options={paymentStatusOptions}
              {...list.filterProps('status')}
            />
            <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
          </FilterBar>
          {payments.data && <PaymentTotals totals={payments.data.totals} />}
        </>
      }
      empty={{
        icon: PaymentsIcon,
        title: 'No payments found',
        whenFiltered: 'No payment matches these filters.',
        otherwise: 'No payment has been made yet.',
      }}
    >
      {(payments) => <PaymentsTable payments={payments} />}
    </PagedListCard>
  );
}
