import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EntryRuleValues, EntryRuleView } from '@visabridge/contract';
import type { Path } from 'react-hook-form';
import { useAuth } from '../../../../lib/auth/auth-context';
import { useCreateEntryRule, useUpdateEntryRule } from '../../api/entry-rules';
import { adminMessages } from '../../admin-messages';
import { emptyRuleForm, entryRuleForm, ruleFormOf, scopeErrorFields } from './entry-rule-form';
import type { EntryRuleFormValues } from './entry-rule-form';
import { useAdminForm } from '../use-admin-form';

const fields = Object.keys(emptyRuleForm('')) as Path<EntryRuleFormValues>[];
const feeFields = ['from', 'amount', 'currency'] as const;

/** The form's fields with one set per fee line, the lines as they are now. */
const fieldsOf = (values: EntryRuleFormValues) => [
  ...fields,
  ...values.fees.flatMap((_step, index) => feeFields.map((field) => `fees.${index}.${field}` as const)),
];

/**
 * The Create / Edit rule dialog's form (`rule` null: a new one, recorded today by the signed-in admin),
 * checked with the API's schema. On a refusal the input stays and the server's field errors land on their fields.
 */
export const useEntryRuleForm = (rule: EntryRuleView | null, onSaved: () => void) => {
  const { t } = useLingui();
  const { user } = useAuth();
  const create = useCreateEntryRule();
  const update = useUpdateEntryRule();
  const [success, failure] = rule
    ? [t(adminMessages.ruleUpdated), t(adminMessages.ruleUpdateFailed)]
    : [t(adminMessages.ruleCreated), t(adminMessages.ruleCreateFailed)];
  const { form, onSubmit, serverError } = useAdminForm<EntryRuleFormValues, EntryRuleValues>({
    resolver: zodResolver(entryRuleForm),
    defaultValues: rule ? ruleFormOf(rule) : emptyRuleForm(user?.fullName ?? ''),
    fieldsOf,
    errorFieldsOf: scopeErrorFields,
    save: (input) => (rule ? update.mutateAsync({ id: rule.id, input }) : create.mutateAsync(input)),
    success,
    failure,
    onSaved,
  });
  return { form, onSubmit, serverError, isSaving: create.isPending || update.isPending };
};
