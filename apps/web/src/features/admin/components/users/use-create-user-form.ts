import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { createUserInput, roleSchema } from '@visabridge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isSessionEnd } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useCreateUser } from '../../api/create-user';
import { adminMessages } from '../../admin-messages';
import { isCompanyRole } from '../role-labels';
import { failureMessage, useOutcomeToasts } from '../use-outcome-toasts';

const fields = ['firstName', 'lastName', 'email', 'role', 'companyName'] as const;

/** The dialog's fields as typed; the company only counts for company roles, then the contract decides. */
const createUserForm = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: roleSchema,
    companyName: z.string(),
  })
  .transform(({ companyName, ...values }): z.input<typeof createUserInput> =>
    isCompanyRole(values.role) ? { ...values, companyName } : values,
  )
  .pipe(createUserInput);

const emptyForm: z.input<typeof createUserForm> = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'general',
  companyName: '',
};

/** The Create User dialog's form: checked with the API's schema; server errors land on their fields. */
export const useCreateUserForm = (onCreated: () => void) => {
  const { t } = useLingui();
  const create = useCreateUser();
  const outcome = useOutcomeToasts();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(createUserForm),
    defaultValues: emptyForm,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      outcome.succeeded(await create.mutateAsync(values), t(adminMessages.userCreated));
      form.reset(emptyForm);
      onCreated();
    } catch (error) {
      if (isSessionEnd(error)) return;
      const failure = t(adminMessages.userCreateFailed);
      const message = failureMessage(error, failure);
      setServerError(applyServerErrors(error, form.setError, fields, {}, message));
      outcome.failed(error, failure);
    }
  });

  return { form, onSubmit, serverError, isSaving: create.isPending };
};
