import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { paymentStatuses } from '@visabridge/contract';
import type { PaymentStatus } from '@visabridge/contract';
import { paymentStatusNames } from './payment-status-names';

/** Spec 'Payment status': completed is green; expired (closed, nothing owed on it) is grey; the rest amber. */
const colorOf = (status: PaymentStatus): ChipProps['color'] => {
  if (status === 'completed') return 'success';
  return status === 'expired' ? 'default' : 'warning';
};

/** The payment statuses a list is filtered by, each with its name (render it with `t(label)`). */
export const paymentStatusOptions = paymentStatuses.map((value) => ({
  value,
  label: paymentStatusNames[value],
}));

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useLingui();
  return (
    <Chip
      size="small"
      color={colorOf(status)}
      label={t(paymentStatusNames[status])}
      sx={{ fontWeight: 600 }}
    />
  );
}
