import PaymentsIcon from '@mui/icons-material/Payments';
import { listPaymentsQuery } from '@visabridge/contract';
import { EmptyState } from '../../../components/empty-state';
import { usePayments } from '../api/list-payments';
import { DateRangeFilter } from './date-range-filter';
import { FilterBar } from './filter-bar';
import { FilterSelect } from './filter-select';
import { PagedListCard } from './paged-list-card';
import { paymentStatusOptions } from './payment-status-chip';
import { PaymentTotals } from './payment-totals';
import { PaymentsTable } from './payments-table';
import { SearchField } from './search-field';
import { useListParams } from './use-list-params';

const { shape } = listPaymentsQuery;
const filterSchemas = { search: shape.search, status: shape.status, from: shape.from, to: shape.to };

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
      empty={
        <EmptyState icon={PaymentsIcon} title="No payments found" isCompact>
          {list.isFiltered ? 'No payment matches these filters.' : 'No payment has been made yet.'}
        </EmptyState>
      }
    >
      {(page) => <PaymentsTable payments={page.items} />}
    </PagedListCard>
  );
}
