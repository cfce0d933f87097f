import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { PaymentView } from '@visabridge/contract';
import { ResponsiveTableHead } from '../../../components/responsive-table-head';
import { formatDate } from '../../../lib/format';
import { PaymentStatusChip } from '../../../components/payments/payment-status-chip';

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

type Props = { payments: PaymentView[]; onRefund: (payment: PaymentView) => void };

/** One page of payments, a completed one with its Refund action; it scrolls sideways on narrow screens. */
export function PaymentsTable({ payments, onRefund }: Props) {
  return (
    <TableContainer>
      <Table
        aria-label="Payments"
        size="small"
        sx={{ minWidth: 1200, '& td:not(:nth-of-type(3))': { whiteSpace: 'nowrap' } }}
      >
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} hover>
              <TableCell>{formatDate(payment.processedAt ?? payment.createdAt, 'dateTime')}</TableCell>
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>{payment.payerName}</Box>
                <Typography variant="body2" color="text.secondary">
                  {payment.payerEmail}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 220 }}>
                {payment.description}
                {payment.failureMessage && (
                  <Typography variant="body2" color="error">
                    {payment.failureMessage}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{payment.applicationReference ?? '—'}</TableCell>
              <TableCell>{payment.method}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
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
    </TableContainer>
  );
}
