import { zodResolver } from '@hookform/resolvers/zod';
import type { EntryRuleView } from '@visabridge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { isSessionEnd } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateEntryRule, useUpdateEntryRule } from '../api/entry-rules';
import { adminMessages } from '../admin-messages';
import { emptyRuleForm, entryRuleForm, ruleFormOf, scopeErrorFields } from './entry-rule-form';
import type { EntryRuleFormValues } from './entry-rule-form';
import { failureMessage, useOutcomeToasts } from './use-outcome-toasts';

const checkForm = zodResolver(entryRuleForm);
type Field = keyof EntryRuleFormValues;
const fields = Object.keys(emptyRuleForm('')) as Path<EntryRuleFormValues>[];
const feeFields = ['from', 'amount', 'currency'] as const;

/**
 * The Create / Edit rule dialog's form (`rule` null: a new one, recorded today by the signed-in admin),
 * checked with the API's schema. On a refusal the input stays and the server's field errors land on their fields.
 */
export const useEntryRuleForm = (rule: EntryRuleView | null, onSaved: () => void) => {
  const { user } = useAuth();
  const create = useCreateEntryRule();
  const update = useUpdateEntryRule();
  const outcome = useOutcomeToasts();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: async (values, context, options) => {
      const result = await checkForm(values, context, options);
      for (const [from, to] of Object.entries(scopeErrorFields(values)))
        if (from in result.errors) result.errors = { ...result.errors, [to]: result.errors[from as Field] };
      return result;
    },
    defaultValues: rule ? ruleFormOf(rule) : emptyRuleForm(user?.fullName ?? ''),
    reValidateMode: 'onSubmit',
  });
  const [success, failure] = rule
    ? [adminMessages.ruleUpdated, adminMessages.ruleUpdateFailed]
    : [adminMessages.ruleCreated, adminMessages.ruleCreateFailed];

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const saved = rule ? await update.mutateAsync({ id: rule.id, input }) : await create.mutateAsync(input);
      outcome.succeeded(saved, success);
      onSaved();
    } catch (error) {
      if (isSessionEnd(error)) return;
      const feeLines = form
        .getValues('fees')
        .flatMap((_step, index) => feeFields.map((field) => `fees.${index}.${field}` as const));
      const message = failureMessage(error, failure);
      setServerError(
        applyServerErrors(
          error,
          form.setError,
          [...fields, ...feeLines],
          scopeErrorFields(form.getValues()),
          message,
        ),
      );
      outcome.failed(error, failure);
    }
  });

  return { form, onSubmit, serverError, isSaving: create.isPending || update.isPending };
};
