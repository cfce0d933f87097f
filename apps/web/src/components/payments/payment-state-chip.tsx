import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

const labelOf = ({ state, paidAt }: ApplicationPaymentView, isOwner: boolean): MessageDescriptor => {
  switch (state) {
    case 'not_due':
      return msg({ message: 'Not due yet', comment: "an application's fees: not to be paid yet" });
    case 'unpaid':
      return msg({ message: 'Unpaid', comment: "an application's fees" });
    case 'paid': {
      if (!paidAt)
        return msg({ message: 'Paid', context: "an application's fees", comment: "an application's fees" });
      const paidDate = formatDate(paidAt, 'short');
      return msg({ message: `Paid on ${paidDate}`, comment: "an application's fees, with the date" });
    }
    case 'refunded':
      return msg({ message: 'Refunded', context: "an application's fees", comment: "an application's fees" });
    case 'invoiced':
      return isOwner ? msg`Paid through your company's invoice` : msg`Paid through the company's invoice`;
  }
};

type Props = {
  payment: ApplicationPaymentView;
  /** False on staff screens: the chip then speaks of the applicant's company, not 'your' company. */
  isOwner?: boolean;
};

/** Where an application's fees stand, as its pages show it (staff see it before they approve). */
export function PaymentStateChip({ payment, isOwner = true }: Props) {
  const { t } = useLingui();
  return (
    <Chip
      component="span"
      size="small"
      color={colors[payment.state]}
      label={t(labelOf(payment, isOwner))}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
