import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isSessionEnd } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { applyServerErrors, clearErrorOnEdit } from '../../../lib/form-errors';
import { useToast } from '../../../lib/use-toast';
import { failureOf } from '../corporate-messages';
import type { Outcome } from '../corporate-messages';

type Options<V extends FieldValues, O, R> = {
  form: UseFormReturn<V, unknown, O>;
  /** The form's fields, which the server's field errors are put on. */
  fields: readonly Path<V>[];
  outcome: Outcome;
  /** Sends the checked values. */
  request: (values: O) => Promise<ApiResult<R>>;
  onClose: () => void;
  /** Tells the result when a plain success toast would not say enough (a warning, an action). */
  announce?: (result: ApiResult<R>) => void;
};

/**
 * How a corporate dialog's form ends. Success: a toast (the server's message, else the outcome's) and the
 * dialog closes. Failure: the spec's failure toast, the server's field errors on the fields, what no field
 * says in `serverError`, and the input kept. Returns what `CorporateDialogForm` needs.
 */
export const useCorporateForm = <V extends FieldValues, O, R = unknown>({
  form,
  fields,
  outcome,
  request,
  onClose,
  announce,
}: Options<V, O, R>) => {
  const { t } = useLingui();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await request(values);
      if (announce) announce(result);
      else toast.success(result.message ?? t(outcome.success));
      onClose();
    } catch (error) {
      if (isSessionEnd(error)) return;
      const failure = t(failureOf(error, outcome));
      toast.error(failure);
      setServerError(applyServerErrors(error, form.setError, fields, {}, failure));
    }
  });

  return {
    serverError,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    onInput: clearErrorOnEdit(form.clearErrors),
    onClose,
  };
};
