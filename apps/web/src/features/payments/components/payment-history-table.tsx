import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { PaymentView } from '@visabridge/contract';
import {
  compactOnPhones,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../components/lists/responsive-table-head';
import { formatDate } from '../../../lib/format';
import { PaymentStatusChip } from '../../../components/payments/payment-status-chip';
import { ReceiptButton } from '../../../components/payments/receipt-button';
import { TableScroller } from '../../../components/lists/table-scroller';

const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  { label: msg({ message: 'Payment', comment: 'table column: what was paid' }) },
  { label: msg({ message: 'Date', comment: 'table column: when the payment was made' }), shownFrom: 'md' },
  { label: msg({ message: 'Method', comment: 'table column: how it was paid, e.g. card' }), shownFrom: 'md' },
  { label: msg({ message: 'Amount', comment: 'table column' }), align: 'right' },
  { label: msg({ message: 'Status', comment: 'table column' }), shownFrom: 'md' },
  {
    label: msg({ message: 'Receipt', comment: 'table column: the PDF receipt of a payment' }),
    shownFrom: 'md',
  },
];

/** Completed payments have a receipt, and so do refunded ones (it shows the refund). */
const hasReceipt = (payment: PaymentView) => payment.status === 'completed' || payment.status === 'refunded';

const dateOf = (payment: PaymentView) => formatDate(payment.processedAt ?? payment.createdAt, 'short');

function PaymentRow({ payment }: { payment: PaymentView }) {
  const reference = payment.applicationReference ?? payment.invoiceNumber;
  // Most descriptions already name what was paid for; the reference shows only when they do not.
  const isReferenceNew = reference !== null && !payment.description.includes(reference);
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 180 }}>
        <Typography sx={{ fontWeight: 600 }}>{payment.description}</Typography>
        {isReferenceNew && (
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {reference}
          </Typography>
        )}
        {payment.failureMessage && (
          <Typography variant="body2" color="error">
            {payment.failureMessage}
          </Typography>
        )}
        {/* Below 900 px the date, method, status and receipt fold under the description. */}
        <Box sx={{ ...foldedBelow('md'), mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {dateOf(payment)} · {payment.method}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <PaymentStatusChip status={payment.status} />
            {hasReceipt(payment) && <ReceiptButton paymentId={payment.id} />}
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ ...shownFrom('md'), whiteSpace: 'nowrap' }}>{dateOf(payment)}</TableCell>
      <TableCell sx={{ ...shownFrom('md'), whiteSpace: 'nowrap' }}>{payment.method}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatMoney(payment.amount, payment.currency)}
      </TableCell>
      <TableCell sx={shownFrom('md')}>
        <PaymentStatusChip status={payment.status} />
      </TableCell>
      <TableCell sx={shownFrom('md')}>
        {hasReceipt(payment) && <ReceiptButton paymentId={payment.id} />}
      </TableCell>
    </TableRow>
  );
}

/** One page of the user's payments, newest first; below 900 px the details fold under the description. */
export function PaymentHistoryTable({ payments }: { payments: PaymentView[] }) {
  const { t } = useLingui();
  return (
    <TableScroller label={t`Payment history`}>
      <Table aria-label={t`Payment history`} size="small" sx={compactOnPhones}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
