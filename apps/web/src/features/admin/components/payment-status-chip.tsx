import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { paymentStatuses } from '@visabridge/contract';
import type { PaymentStatus } from '@visabridge/contract';

const colors: Record<PaymentStatus, ChipProps['color']> = {
  completed: 'success',
  refunded: 'info',
  pending: 'warning',
  failed: 'error',
};

const labelOf = (status: PaymentStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export const paymentStatusOptions = paymentStatuses.map((value) => ({ value, label: labelOf(value) }));

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" color={colors[status]} label={labelOf(status)} sx={{ fontWeight: 600 }} />;
}
