import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { PaymentView } from '@visabridge/contract';
import { foldedBelow, ResponsiveTableHead, shownFrom } from '../../../components/responsive-table-head';
import { formatDate } from '../../../lib/format';
import { PaymentStatusChip } from '../../../components/payments/payment-status-chip';
import { TableScroller } from '../../../components/table-scroller';

const columns = [
  { label: 'Date', shownFrom: 'sm' as const },
  { label: 'Payer' },
  { label: 'Description', shownFrom: 'md' as const },
  { label: 'Application', shownFrom: 'md' as const },
  { label: 'Method', shownFrom: 'md' as const },
  { label: 'Amount', align: 'right' as const },
  { label: 'Status' },
  { label: 'Mode', shownFrom: 'md' as const },
  { label: 'Actions' },
];

/** When the payment went through, or was tried if it never did. */
const paidOrTried = (payment: PaymentView) => payment.processedAt ?? payment.createdAt;

type Props = { payments: PaymentView[]; onRefund: (payment: PaymentView) => void };

/**
 * One page of payments, a completed one with its Refund action. It fits a 1280 px screen: the time goes
 * under the date and long emails and descriptions wrap. Narrower screens keep payer, amount, status and
 * actions (the date and description under the payer); application, method and mode show from 900 px.
 */
export function PaymentsTable({ payments, onRefund }: Props) {
  return (
    <TableScroller label="Payments">
      <Table aria-label="Payments" size="small" sx={{ minWidth: { md: 1000 } }}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} hover>
              <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
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
                <Typography variant="body2" sx={foldedBelow('md')}>
                  {payment.description}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                  {formatDate(paidOrTried(payment), 'short')}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...shownFrom('md'), minWidth: 180 }}>
                {payment.description}
                {payment.failureMessage && (
                  <Typography variant="body2" color="error">
                    {payment.failureMessage}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...shownFrom('md'), fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {payment.applicationReference ?? '—'}
              </TableCell>
              <TableCell sx={shownFrom('md')}>{payment.method}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(payment.amount, payment.currency)}
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={payment.status} />
              </TableCell>
              <TableCell sx={shownFrom('md')}>
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
