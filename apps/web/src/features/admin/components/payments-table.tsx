import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { PaymentView } from '@visabridge/contract';
import { ResponsiveTableHead } from '../../../components/responsive-table-head';
import { formatDate } from '../../../lib/format';
import { PaymentStatusChip } from '../../../components/payments/payment-status-chip';
import { TableScroller } from '../../../components/table-scroller';

const columns = [
  { label: 'Date' },
  { label: 'Payer' },
  { label: 'Description' },
  { label: 'Application' },
  { label: 'Method' },
  { label: 'Amount', align: 'right' as const },
  { label: 'Status' },
  { label: 'Mode' },
  { label: 'Actions' },
];

/** When the payment went through, or was tried if it never did. */
const paidOrTried = (payment: PaymentView) => payment.processedAt ?? payment.createdAt;

type Props = { payments: PaymentView[]; onRefund: (payment: PaymentView) => void };

/**
 * One page of payments, a completed one with its Refund action. It fits a 1280 px screen: the time goes
 * under the date and long emails and descriptions wrap; narrower screens scroll it sideways.
 */
export function PaymentsTable({ payments, onRefund }: Props) {
  return (
    <TableScroller label="Payments">
      <Table aria-label="Payments" size="small" sx={{ minWidth: 1000 }}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(paidOrTried(payment), 'short')}
                <Typography variant="body2" color="text.secondary">
                  {formatDate(paidOrTried(payment), 'time')}
                </Typography>
              </TableCell>
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>{payment.payerName}</Box>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {payment.payerEmail}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                {payment.description}
                {payment.failureMessage && (
                  <Typography variant="body2" color="error">
                    {payment.failureMessage}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {payment.applicationReference ?? '—'}
              </TableCell>
              <TableCell>{payment.method}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(payment.amount, payment.currency)}
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={payment.status} />
              </TableCell>
              <TableCell>
                {payment.mode === 'test' ? (
                  <Chip size="small" variant="outlined" label="Test mode" />
                ) : (
                  'Live'
                )}
              </TableCell>
              <TableCell>
                {payment.status === 'completed' && (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<UndoIcon />}
                    onClick={() => onRefund(payment)}
                    aria-label={`Refund ${payment.description}`}
                  >
                    Refund
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
