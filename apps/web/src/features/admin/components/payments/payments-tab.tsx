import { useLingui } from '@lingui/react/macro';
import PaymentsIcon from '@mui/icons-material/Payments';
import { listPaymentsQuery, paymentStatuses } from '@visabridge/contract';
import type { PaymentView } from '@visabridge/contract';
import { useState } from 'react';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { SearchField } from '../../../../components/lists/search-field';
import { paymentStatusNames } from '../../../../components/payments/payment-status-names';
import { useListParams } from '../../../../lib/use-list-params';
import { usePayments } from '../../api/list-payments';
import { DateRangeFilter } from '../date-range-filter';
import { FilterBar } from '../filter-bar';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { PaymentTotals } from './payment-totals';
import { PaymentsTable } from './payments-table';
import { RefundPaymentDialog } from './refund-payment-dialog';

const filterSchemas = listPaymentsQuery.pick({ search: true, status: true, from: true, to: true }).shape;

/** Payments: every stored payment, filterable, with totals per status and currency, and refunds. */
export function PaymentsTab() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const { filters, setFilters } = list;
  const payments = usePayments(list.apiQuery);
  const [refunding, setRefunding] = useState<PaymentView | null>(null);

  return (
    <>
      <PagedListCard
        query={payments}
        list={list}
        loadingLabel={t`Loading payments...`}
        toolbar={
          <>
            <FilterBar>
              <SearchField
                label={t`Search payments`}
                placeholder={t`Payer or description`}
                {...list.filterProps('search')}
              />
              <FilterSelect
                label={t`Status`}
                allLabel={t`All statuses`}
                options={paymentStatuses.map((value) => ({ value, label: t(paymentStatusNames[value]) }))}
                {...list.filterProps('status')}
              />
              <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
            </FilterBar>
            {payments.data && <PaymentTotals totals={payments.data.totals} />}
          </>
        }
        empty={{
          icon: PaymentsIcon,
          title: t`No payments found`,
          whenFiltered: t`No payment matches these filters.`,
          otherwise: t`No payment has been made yet.`,
        }}
      >
        {(payments) => <PaymentsTable payments={payments} onRefund={setRefunding} />}
      </PagedListCard>
      <RefundPaymentDialog payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
