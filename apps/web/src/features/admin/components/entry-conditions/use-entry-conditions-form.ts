import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EntryConditionsRecordView, EntryConditionsValues } from '@visabridge/contract';
import type { Path } from 'react-hook-form';
import { useCreateEntryConditions, useUpdateEntryConditions } from '../../api/entry-conditions';
import { adminMessages } from '../../admin-messages';
import {
  conditionsErrorFields,
  conditionsFormOf,
  emptyConditionsForm,
  entryConditionsForm,
} from './entry-conditions-form';
import type { EntryConditionsFormValues } from './entry-conditions-form';
import { useAdminForm } from '../use-admin-form';

const photoFields = ['shape', 'widthMm', 'heightMm', 'minPixels', 'background', 'source'] as const;
const fields = [
  ...(Object.keys(emptyConditionsForm()) as Path<EntryConditionsFormValues>[]).filter(
    (field) => field !== 'photo',
  ),
  ...photoFields.map((field) => `photo.${field}` as const),
];

/** The Create / Edit conditions dialog's form (`row` null: new conditions, recorded today). */
export const useEntryConditionsForm = (row: EntryConditionsRecordView | null, onSaved: () => void) => {
  const { t } = useLingui();
  const create = useCreateEntryConditions();
  const update = useUpdateEntryConditions();
  const [success, failure] = row
    ? [t(adminMessages.conditionsUpdated), t(adminMessages.conditionsUpdateFailed)]
    : [t(adminMessages.conditionsCreated), t(adminMessages.conditionsCreateFailed)];
  const { form, onSubmit, serverError } = useAdminForm<EntryConditionsFormValues, EntryConditionsValues>({
    resolver: zodResolver(entryConditionsForm),
    defaultValues: row ? conditionsFormOf(row) : emptyConditionsForm(),
    fieldsOf: () => fields,
    errorFieldsOf: conditionsErrorFields,
    save: (input) => (row ? update.mutateAsync({ id: row.id, input }) : create.mutateAsync(input)),
    success,
    failure,
    onSaved,
  });
  return { form, onSubmit, serverError, isSaving: create.isPending || update.isPending };
};
