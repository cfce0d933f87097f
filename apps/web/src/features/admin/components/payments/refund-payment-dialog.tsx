import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContentText, MenuItem, TextField as SelectField } from '@mui/material';
import { formatMoney, refundPaymentInput } from '@visabridge/contract';
import type { PaymentView } from '@visabridge/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { LastShown } from '../../../../components/last-shown';
import { useRefundPayment } from '../../api/refund-payment';
import { useOutcomeToasts } from '../use-outcome-toasts';
import { TextField } from '../../../../components/form/text-field';

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
  const { t } = useLingui();
  const refund = useRefundPayment();
  const outcome = useOutcomeToasts();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // A trip's payment may be refunded for one traveller: their line, or what is left of the whole.
  const [travellerId, setTravellerId] = useState('');
  const open = payment.lines.filter((line) => line.applicationId && !line.refundedAt);
  const line = open.find((candidate) => candidate.applicationId === travellerId);
  const remaining =
    payment.amount - payment.lines.reduce((sum, paid) => sum + (paid.refundedAt ? paid.amount : 0), 0);
  const amount = line?.amount ?? remaining;
  const money = formatMoney(amount, payment.currency);
  const remainingMoney = formatMoney(remaining, payment.currency);
  const payerName = payment.payerName;
  // What the refund is for: one traveller's line of a trip's payment, or the whole payment.
  const refundedFor = line ? `${line.traveller}: ${line.description}` : payment.description;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = refundPaymentInput.safeParse({
      reason: reason.trim() || undefined,
      applicationId: line?.applicationId ?? undefined,
      amount,
    });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message ?? null);
    refund.mutate(
      { id: payment.id, ...parsed.data },
      outcome.callbacks(t`Payment refunded`, t`Failed to refund the payment`, onClose),
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Refund payment`}
      submitLabel={t({ message: 'Refund', comment: 'button: refund a payment' })}
      isDestructive
      isPending={refund.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {open.length > 0 && (
        <SelectField
          select
          fullWidth
          label={t({
            message: 'Refund',
            context: 'refund for whom',
            comment: "a select: whom a trip's payment is refunded for, everyone on the trip or one traveller",
          })}
          value={travellerId}
          onChange={(event) => setTravellerId(event.target.value)}
          sx={{ mb: 2 }}
        >
          <MenuItem value="">{t`Everyone on the trip (${remainingMoney})`}</MenuItem>
          {open.map((candidate) => (
            <MenuItem key={candidate.applicationId} value={candidate.applicationId ?? ''}>
              {`${candidate.traveller} (${formatMoney(candidate.amount, payment.currency)})`}
            </MenuItem>
          ))}
        </SelectField>
      )}
      <DialogContentText sx={{ mb: 2 }}>
        <Trans>
          Refund {money} to {payerName} for {refundedFor}? The money goes back to their card, they are told by
          email, and it is refunded only once.
        </Trans>
      </DialogContentText>
      <TextField
        label={t`Reason (optional)`}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(null);
        }}
        multiline
        minRows={2}
        fullWidth
        error={reasonError !== null}
        helperText={reasonError ?? t`Recorded with the refund.`}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
