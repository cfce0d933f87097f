import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Card, CardContent, Typography } from '@mui/material';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useListParams } from '../../../lib/use-list-params';
import { useOwnPayments } from '../api/list-own-payments';
import { paymentMessages } from '../payment-messages';
import { PaymentHistoryTable } from './payment-history-table';

/** The history has no filters: only its page and page size live in the URL. */
const noFilters = {};

/** Every payment the user made or tried, paged on the server, with a receipt for each completed one. */
export function PaymentHistory() {
  const list = useListParams(noFilters);
  const payments = useOwnPayments(list.apiQuery);
  return (
    <Card component="section" aria-labelledby="payment-history-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}>
        <Typography id="payment-history-title" component="h2" variant="h6">
          Payment history
        </Typography>
      </CardContent>
      <PagedList
        query={payments}
        paging={list}
        loadingLabel="Loading your payments..."
        failureMessage={paymentMessages.loadFailed}
        empty={
          <EmptyState icon={ReceiptLongIcon} title="No payments yet" isCompact>
            Your card payments and their receipts show here.
          </EmptyState>
        }
      >
        {(items) => <PaymentHistoryTable payments={items} />}
      </PagedList>
    </Card>
  );
}
