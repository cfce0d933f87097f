import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import type { ApplicationPaymentView } from '@visabridge/contract';
import { formatDate } from '../../lib/format';

const colors: Record<ApplicationPaymentView['state'], ChipProps['color']> = {
  not_due: 'default',
  unpaid: 'warning',
  paid: 'success',
  refunded: 'info',
  invoiced: 'info',
};

const labelOf = ({ state, paidAt }: ApplicationPaymentView, isOwner: boolean) => {
  switch (state) {
    case 'not_due':
      return 'Not due yet';
    case 'unpaid':
      return 'Unpaid';
    case 'paid':
      return paidAt ? `Paid on ${formatDate(paidAt, 'short')}` : 'Paid';
    case 'refunded':
      return 'Refunded';
    case 'invoiced':
      return isOwner ? "Paid through your company's invoice" : "Paid through the company's invoice";
  }
};

type Props = {
  payment: ApplicationPaymentView;
  /** False on staff screens: the chip then speaks of the applicant's company, not 'your' company. */
  isOwner?: boolean;
};

/** Where an application's fees stand, as its pages show it (staff see it before they approve). */
export function PaymentStateChip({ payment, isOwner = true }: Props) {
  return (
    <Chip
      component="span"
      size="small"
      color={colors[payment.state]}
      label={labelOf(payment, isOwner)}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
