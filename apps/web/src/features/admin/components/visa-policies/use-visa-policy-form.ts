import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import type { VisaPolicyView } from '@visabridge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { isSessionEnd } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useCreateVisaPolicy } from '../../api/create-visa-policy';
import { useUpdateVisaPolicy } from '../../api/update-visa-policy';
import { adminMessages } from '../../admin-messages';
import { failureMessage, useOutcomeToasts } from '../use-outcome-toasts';
import { emptyPolicyForm, policyFormOf, visaPolicyForm } from './visa-policy-form';
import type { VisaPolicyFormValues } from './visa-policy-form';

const fields = Object.keys(emptyPolicyForm) as Path<VisaPolicyFormValues>[];

/**
 * The Create / Edit policy dialog's form (`policy` null: a new one), checked with the API's schema. On a
 * refusal the input stays and the server's field errors land on their fields.
 */
export const useVisaPolicyForm = (policy: VisaPolicyView | null, onSaved: () => void) => {
  const { t } = useLingui();
  const create = useCreateVisaPolicy();
  const update = useUpdateVisaPolicy();
  const outcome = useOutcomeToasts();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(visaPolicyForm),
    defaultValues: policy ? policyFormOf(policy) : emptyPolicyForm,
    reValidateMode: 'onSubmit',
  });
  const [success, failure] = policy
    ? [t(adminMessages.policyUpdated), t(adminMessages.policyUpdateFailed)]
    : [t(adminMessages.policyCreated), t(adminMessages.policyCreateFailed)];

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const saved = policy
        ? await update.mutateAsync({ id: policy.id, input })
        : await create.mutateAsync(input);
      outcome.succeeded(saved, success);
      onSaved();
    } catch (error) {
      if (isSessionEnd(error)) return;
      const documentLines = form.getValues('documents').map((_line, index) => `documents.${index}` as const);
      const message = failureMessage(error, failure);
      setServerError(applyServerErrors(error, form.setError, [...fields, ...documentLines], {}, message));
      outcome.failed(error, failure);
    }
  });

  return { form, onSubmit, serverError, isSaving: create.isPending || update.isPending };
};
