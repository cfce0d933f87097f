import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import { isSessionEnd } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { failureMessage, useOutcomeToasts } from './use-outcome-toasts';

type Options<V extends FieldValues, I> = {
  /** The contract's checks of the typed values (zodResolver of the form schema). */
  resolver: Resolver<V, unknown, I>;
  defaultValues: DefaultValues<V>;
  /** The form's fields a server error may name, from the values (a list's lines come and go). */
  fieldsOf: (values: V) => Path<V>[];
  /** Where an error on a contract field shows when that field is hidden (e.g. scope on the group select). */
  errorFieldsOf: (values: V) => Record<string, Path<V>>;
  save: (input: I) => Promise<ApiResult<unknown>>;
  success: string;
  failure: string;
  onSaved: () => void;
};

/**
 * An admin dialog's form checked with the API's schema: on a refusal the input stays and the errors (the
 * contract's, then the server's) land on their fields; anything else shows above them and in a toast.
 */
export const useAdminForm = <V extends FieldValues, I>(options: Options<V, I>) => {
  const { resolver, fieldsOf, errorFieldsOf, save, success, failure, onSaved } = options;
  const outcome = useOutcomeToasts();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<V, unknown, I>({
    resolver: async (values, context, resolverOptions) => {
      const result = await resolver(values, context, resolverOptions);
      for (const [from, to] of Object.entries(errorFieldsOf(values)))
        if (from in result.errors)
          result.errors = { ...result.errors, [to]: result.errors[from] } as typeof result.errors;
      return result;
    },
    defaultValues: options.defaultValues,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      outcome.succeeded(await save(input), success);
      onSaved();
    } catch (error) {
      if (isSessionEnd(error)) return;
      const values = form.getValues();
      const message = failureMessage(error, failure);
      setServerError(
        applyServerErrors(error, form.setError, fieldsOf(values), errorFieldsOf(values), message),
      );
      outcome.failed(error, failure);
    }
  });

  return { form, onSubmit, serverError };
};
