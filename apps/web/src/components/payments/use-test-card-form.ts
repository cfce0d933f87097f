import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { testCardInput } from '@visabridge/contract';
import type { TestCardInput } from '@visabridge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage, isSessionEnd } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { useToast } from '../../lib/use-toast';
import { usePayWithTestCard } from '../../lib/api/pay-with-test-card';
import { paymentMessages } from './payment-messages';
import type { PayRequest } from './pay-request';

const fields = ['name', 'number', 'expiry', 'cvc'] as const;
const serverFields = {
  'card.name': 'name',
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.cvc': 'cvc',
} as const;
const emptyCard: TestCardInput = { name: '', number: '', expiry: '', cvc: '' };

/** HTTP 402: the card was refused (declined, insufficient funds, expired...); the server says why. */
const isDeclined = (error: unknown) => error instanceof ApiError && error.status === 402;

/**
 * The test-mode card form: checked like a real card (the contract's schema) before it is sent. A refused
 * card shows the server's reason above the form and keeps every field, so the user can change the card.
 */
export const useTestCardForm = (request: PayRequest, onPaid: () => void) => {
  const { t } = useLingui();
  const pay = usePayWithTestCard();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(testCardInput),
    defaultValues: emptyCard,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async (card) => {
    setProblem(null);
    try {
      const { message } = await pay.mutateAsync({ target: request.target, card });
      toast.success(message ?? t(paymentMessages.paid));
      onPaid();
    } catch (error) {
      if (isSessionEnd(error)) return;
      toast.error(t(paymentMessages.failed));
      if (isDeclined(error)) {
        setProblem(errorMessage(error));
        form.setFocus('number');
        return;
      }
      setProblem(applyServerErrors(error, form.setError, fields, serverFields, errorMessage(error)));
    }
  });

  return { form, onSubmit, problem, isPaying: pay.isPending };
};
