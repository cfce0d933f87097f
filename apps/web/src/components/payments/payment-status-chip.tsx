import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { paymentStatuses } from '@visabridge/contract';
import type { PaymentStatus } from '@visabridge/contract';

/** Spec 'Payment status': completed is green; expired (closed, nothing owed on it) is grey; the rest amber. */
const colorOf = (status: PaymentStatus): ChipProps['color'] => {
  if (status === 'completed') return 'success';
  return status === 'expired' ? 'default' : 'warning';
};

const labelOf = (status: PaymentStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export const paymentStatusOptions = paymentStatuses.map((value) => ({ value, label: labelOf(value) }));

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" color={colorOf(status)} label={labelOf(status)} sx={{ fontWeight: 600 }} />;
}
