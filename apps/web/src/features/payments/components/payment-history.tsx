import { Trans, useLingui } from '@lingui/react/macro';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Typography } from '@mui/material';
import { ownPaymentsQuery } from '@visabridge/contract';
import { FilterSelect } from '../../../components/lists/filter-select';
import { PagedListCard } from '../../../components/lists/paged-list-card';
import { paymentStatusOptions } from '../../../components/payments/payment-status-chip';
import { useListParams } from '../../../lib/use-list-params';
import { useOwnPayments } from '../api/list-own-payments';
import { PaymentHistoryTable } from './payment-history-table';

const filterSchemas = ownPaymentsQuery.pick({ status: true }).shape;

/** Every payment the user made or tried, paged on the server and filtered by status, with receipts. */
export function PaymentHistory() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const payments = useOwnPayments(list.apiQuery);
  return (
    <PagedListCard
      query={payments}
      list={list}
      loadingLabel={t`Loading your payments...`}
      toolbar={
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: { xs: 2, sm: 3 },
            pb: { xs: 1, sm: 1 },
          }}
        >
          <Typography component="h2" variant="h6">
            <Trans>Payment history</Trans>
          </Typography>
          <Box sx={{ minWidth: 200 }}>
            <FilterSelect
              label={t({ message: 'Status', comment: 'filter of a list by status' })}
              allLabel={t`All statuses`}
              options={paymentStatusOptions.map(({ value, label }) => ({ value, label: t(label) }))}
              {...list.filterProps('status')}
            />
          </Box>
        </Box>
      }
      empty={{
        icon: ReceiptLongIcon,
        title: t`No payments found`,
        whenFiltered: t`No payment has this status.`,
        otherwise: t`Your card payments and their receipts show here.`,
      }}
    >
      {(items) => <PaymentHistoryTable payments={items} />}
    </PagedListCard>
  );
}
