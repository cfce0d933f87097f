import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { UndoArrowIcon } from '../../../../components/icons/undo-arrow-icon';

const columns = [
  {
    label: msg({ message: 'Date', comment: 'table column: when a payment was made' }),
    shownFrom: 'sm' as const,
  },
  { label: msg`Payer` },
  { label: msg`Description`, shownFrom: 'lg' as const },
  {
    label: msg({
      message: 'Application',
      comment: "table column: the reference of the payment's visa application",
    }),
    shownFrom: 'lg' as const,
  },
  {
    label: msg({ message: 'Method', comment: 'table column: the payment method, e.g. card' }),
    shownFrom: 'lg' as const,
  },
  { label: msg`Amount`, align: 'right' as const, shownFrom: 'sm' as const },
  { label: msg`Status`, shownFrom: 'sm' as const },
  {
    label: msg({
      message: 'Mode',
      comment: 'table column: whether a payment was a real one or made in test mode',
    }),
    shownFrom: 'lg' as const,
  },
  { label: msg`Actions` },
];

/** When the payment went through, or was tried if it never did. */
const paidOrTried = (payment: PaymentView) => payment.processedAt ?? payment.createdAt;

/** A payment's mode: made in test mode (no money moved), or live (a real charge). */
const modeNames = {
  test: msg({ message: 'Test mode', comment: 'a payment made in test mode: no money moved' }),
  live: msg({ message: 'Live', comment: 'a real payment, not made in test mode' }),
};

type Props = { payments: PaymentView[]; onRefund: (payment: PaymentView) => void };

/**
 * One page of payments, a completed one with its Refund action. It fits a 1280 px screen: the time goes
 * under the date and long emails and descriptions wrap. Below 1200 px the description, application, method
 * and mode fold under the payer; on a phone the date, amount and status do too, leaving room for Refund.
 */
export function PaymentsTable({ payments, onRefund }: Props) {
  const { t } = useLingui();
  const modeOf = (payment: PaymentView) => t(payment.mode === 'test' ? modeNames.test : modeNames.live);
  return (
    <TableScroller label={t`Payments`}>
      <Table aria-label={t`Payments`} size="small" sx={{ ...compactOnPhones, minWidth: { lg: 1000 } }}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {payments.map((payment) => {
            const { description } = payment;
            return (
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
                    modeOf(payment)
                  )}
                </TableCell>
                <TableCell>
                  {payment.status === 'completed' && (
                    <Button
                      size="small"
                      color="error"
                      startIcon={<UndoArrowIcon />}
                      onClick={() => onRefund(payment)}
                      aria-label={t({
                        message: `Refund ${description}`,
                        comment: 'button: refund the payment named',
                      })}
                    >
                      <Trans comment="button: refund a payment">Refund</Trans>
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
