import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';
import type { PaymentConfigView, TestCardInput } from '@visabridge/contract';
import { RhfTextField } from '../form/rhf-text-field';
import { clearErrorOnEdit } from '../../lib/form-errors';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input-format';
import { PayForm } from './pay-form';
import type { PayRequest } from './pay-request';
import { TestModeBanner } from './test-mode-banner';
import { useTestCardForm } from './use-test-card-form';

type CardField = {
  name: keyof TestCardInput;
  label: MessageDescriptor;
  autoComplete: string;
  format?: (value: string) => string;
  /** Digits as printed on a card, or a hint in words (translated). */
  placeholder?: string | MessageDescriptor;
};

const numeric = { inputMode: 'numeric', spellCheck: false } as const;

/** Name and number take the whole row; expiry and CVC share one. */
const cardFields: CardField[] = [
  { name: 'name', label: msg`Name on card`, autoComplete: 'cc-name' },
  {
    name: 'number',
    label: msg`Card number`,
    autoComplete: 'cc-number',
    format: formatCardNumber,
    placeholder: '1234 1234 1234 1234',
  },
  {
    name: 'expiry',
    label: msg({ message: 'Expiry (MM/YY)', comment: "a card's expiry: MM month, YY year, two digits each" }),
    autoComplete: 'cc-exp',
    format: formatExpiry,
    placeholder: msg({ message: 'MM/YY', comment: "a card's expiry: MM month, YY year, two digits each" }),
  },
  {
    name: 'cvc',
    label: msg({ message: 'CVC', comment: "the card's security code, on its back" }),
    autoComplete: 'cc-csc',
    format: formatCvc,
    placeholder: '123',
  },
];

type Props = {
  request: PayRequest;
  config: PaymentConfigView;
  title: string;
  titleId: string;
  onClose: () => void;
  onPaid: () => void;
};

/** The built-in test mode's card form: name, number, expiry and CVC, checked like a real card. */
export function TestCardForm({ request, config, title, titleId, onClose, onPaid }: Props) {
  const { t } = useLingui();
  const { form, onSubmit, problem, isPaying } = useTestCardForm(request, onPaid);
  const fillTestCard = (number: string) => {
    form.setValue('number', formatCardNumber(number));
    form.clearErrors('number');
    form.setFocus('number');
  };
  return (
    <PayForm
      request={request}
      title={title}
      titleId={titleId}
      isPending={isPaying}
      problem={problem}
      notice={<TestModeBanner testCards={config.testCards} onUse={fillTestCard} />}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        {cardFields.map(({ name, format, label, placeholder, autoComplete }) => (
          <RhfTextField
            key={name}
            control={form.control}
            name={name}
            format={format}
            required
            slotProps={{ htmlInput: format ? numeric : { spellCheck: false } }}
            sx={{ gridColumn: name === 'name' || name === 'number' ? '1 / -1' : undefined }}
            label={t(label)}
            autoComplete={autoComplete}
            placeholder={typeof placeholder === 'object' ? t(placeholder) : placeholder}
          />
        ))}
      </Box>
    </PayForm>
  );
}
