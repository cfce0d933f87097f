import { DialogContentText } from '@mui/material';
import { formatMoney, refundPaymentInput } from '@visabridge/contract';
import type { PaymentView } from '@visabridge/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { LastShown } from '../../../../components/last-shown';
import { useRefundPayment } from '../../api/refund-payment';
import { useOutcomeToasts } from '../use-outcome-toasts';
import { TextField } from '../../../../components/form/text-field';

const refunded = 'Payment refunded';
const refundFailed = 'Failed to refund the payment';

type Props = { payment: PaymentView | null; onClose: () => void };

/** Asks before a completed payment is refunded, with an optional reason the payer is told. */
export function RefundPaymentDialog({ payment, onClose }: Props) {
  return (
    <LastShown item={payment}>
      {(shown, isOpen) => <RefundForm payment={shown} isOpen={isOpen} onClose={onClose} />}
    </LastShown>
  );
}

function RefundForm({
  payment,
  isOpen,
  onClose,
}: {
  payment: PaymentView;
  isOpen: boolean;
  onClose: () => void;
}) {
  const refund = useRefundPayment();
  const outcome = useOutcomeToasts();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = refundPaymentInput.safeParse({ reason: reason.trim() || undefined });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message ?? null);
    refund.mutate({ id: payment.id, ...parsed.data }, outcome.callbacks(refunded, refundFailed, onClose));
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title="Refund payment"
      submitLabel="Refund"
      isDestructive
      isPending={refund.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        Refund {formatMoney(payment.amount, payment.currency)} to {payment.payerName} for{' '}
        {payment.description}? The money goes back to their card, they are told by email, and a payment is
        refunded only once.
      </DialogContentText>
      <TextField
        label="Reason (optional)"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(null);
        }}
        multiline
        minRows={2}
        fullWidth
        error={reasonError !== null}
        helperText={reasonError ?? 'Recorded with the refund.'}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
