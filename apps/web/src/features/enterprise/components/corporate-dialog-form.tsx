import type { ComponentProps } from 'react';
import { DialogForm } from '../../../components/dialogs/form-dialog';
import type { useCorporateForm } from './use-corporate-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';

type Props = Omit<ComponentProps<typeof DialogForm>, 'onSubmit' | 'onInput' | 'onClose'> &
  ReturnType<typeof useCorporateForm>;

/** A corporate dialog's form: what the server refused without naming a field, then the fields. */
export function CorporateDialogForm({ serverError, children, ...form }: Props) {
  return (
    <DialogForm {...form}>
      <FormErrorAlert message={serverError} />
      {children}
    </DialogForm>
  );
}
