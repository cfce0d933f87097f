import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { PaymentView } from '@visabridge/contract';
import {
  compactOnPhones,
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import { formatDate } from '../../../../lib/format';
import { PaymentStatusChip } from '../../../../components/payments/payment-status-chip';
import { TableScroller } from '../../../../components/lists/table-scroller';

const columns = [
  { label: 'Date', shownFrom: 'sm' as const },
  { label: 'Payer' },
  { label: 'Description', shownFrom: 'lg' as const },
  { label: 'Application', shownFrom: 'lg' as const },
  { label: 'Method', shownFrom: 'lg' as const },
  { label: 'Amount', align: 'right' as const, shownFrom: 'sm' as const },
  { label: 'Status', shownFrom: 'sm' as const },
  { label: 'Mode', shownFrom: 'lg' as const },
  { label: 'Actions' },
];

/** When the payment went through, or was tried if it never did. */
const paidOrTried = (payment: PaymentView) => payment.processedAt ?? payment.createdAt;

const modeOf = (payment: PaymentView) => (payment.mode === 'test' ? 'Test mode' : 'Live');

type Props = { payments: PaymentView[]; onRefund: (payment: PaymentView) => void };

/**
 * One page of payments, a completed one with its Refund action. It fits a 1280 px screen: the time goes
 * under the date and long emails and descriptions wrap. Below 1200 px the description, application, method
 * and mode fold under the payer; on a phone the date, amount and status do too, leaving room for Refund.
 */
export function PaymentsTable({ payments, onRefund }: Props) {
  return (
    <TableScroller label="Payments">
      <Table aria-label="Payments" size="small" sx={{ ...compactOnPhones, minWidth: { lg: 1000 } }}>
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
                <Box sx={{ ...foldedBelow('sm'), mt: 0.5 }}>
                  <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
                    {formatMoney(payment.amount, payment.currency)}
                  </Box>
                  <PaymentStatusChip status={payment.status} />
                </Box>
                <Typography variant="body2" sx={foldedBelow('lg')}>
                  {payment.description}
                </Typography>
                {payment.failureMessage && (
                  <Typography variant="body2" color="error" sx={foldedBelow('lg')}>
                    {payment.failureMessage}
                  </Typography>
                )}
                <FoldedFacts below="lg">
                  {[payment.applicationReference, payment.method, modeOf(payment)]
                    .filter(Boolean)
                    .join(' · ')}
                </FoldedFacts>
                <FoldedFacts below="sm">{formatDate(paidOrTried(payment), 'short')}</FoldedFacts>
              </TableCell>
              <TableCell sx={{ ...shownFrom('lg'), minWidth: 180 }}>
                {payment.description}
                {payment.failureMessage && (
                  <Typography variant="body2" color="error">
                    {payment.failureMessage}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...shownFrom('lg'), fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {payment.applicationReference ?? '—'}
              </TableCell>
              <TableCell sx={shownFrom('lg')}>{payment.method}</TableCell>
              <TableCell align="right" sx={{ ...shownFrom('sm'), fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(payment.amount, payment.currency)}
              </TableCell>
              <TableCell sx={shownFrom('sm')}>
                <PaymentStatusChip status={payment.status} />
              </TableCell>
              <TableCell sx={shownFrom('lg')}>
                {payment.mode === 'test' ? (
                  <Chip size="small" variant="outlined" label={modeOf(payment)} />
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
