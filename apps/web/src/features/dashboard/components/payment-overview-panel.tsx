import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PaymentIcon from '@mui/icons-material/Payment';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { IndividualDashboardView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { nothingDueText } from '../../../components/payments/nothing-due';
import { FigureGrid } from '../../../components/layout/figure-grid';
import { SectionCard } from '../../../components/layout/section-card';
import { MoneyList } from '../../../components/payments/money-list';
import { formatNumber } from '../../../lib/format';

type Props = { payments: IndividualDashboardView['payments'] };

/** From the payment ledger: fees still due, what was paid (net of refunds), and the way to pay. */
export function PaymentOverviewPanel({ payments }: Props) {
  const { t } = useLingui();
  const awaiting = payments.applicationsAwaitingPayment;
  const awaitingCount = formatNumber(awaiting);
  const { completedPayments } = payments;
  const paidCount = formatNumber(completedPayments);
  return (
    <SectionCard
      id="payments"
      title={t`Payment Overview`}
      icon={PaymentIcon}
      link={{ to: '/payment', label: t({ message: 'Payments', comment: 'link to the Payments page' }) }}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {awaiting === 0
            ? t(nothingDueText(completedPayments))
            : t`${plural(awaiting, {
                one: `${awaitingCount} application awaiting payment.`,
                other: `${awaitingCount} applications awaiting payment.`,
              })}`}
        </Typography>
        <FigureGrid
          figures={[
            { label: t`Fees due`, value: <MoneyList totals={payments.feesDue} />, color: 'warning.main' },
            {
              label: t({
                message: plural(completedPayments, {
                  one: `Paid (${paidCount} payment)`,
                  other: `Paid (${paidCount} payments)`,
                }),
                comment: 'what was paid, net of refunds, and in how many payments',
              }),
              value: <MoneyList totals={payments.paid} />,
              color: 'success.main',
            },
          ]}
        />
        {awaiting > 0 && (
          <Box>
            <Button component={RouterLink} to="/payment" variant="contained" startIcon={<PaymentIcon />}>
              <Trans>Pay now</Trans>
            </Button>
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
