import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isSessionEnd } from './api-client';
import type { ApiResult } from './api-client';
import { applyServerErrors } from './form-errors';
import { useToast } from './use-toast';

/**
 * How a form's request ends. Success: a toast with the server's message (else `success`), and true.
 * Failure: the server's field errors on the fields, a toast saying what went wrong (`describe`, the
 * server's message by default), the input kept, and false. An ended session says nothing more: the user
 * was already told and sent to log in.
 */
export const useFormRequest = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  describe: (error: unknown) => string = errorMessage,
) => {
  const toast = useToast();
  return async (request: Promise<ApiResult<unknown>>, success: string) => {
    try {
      const { message } = await request;
      toast.success(message ?? success);
      return true;
    } catch (error) {
      if (isSessionEnd(error)) return false;
      const problem = describe(error);
      toast.error(applyServerErrors(error, setError, fields, {}, problem) ?? problem);
      return false;
    }
  };
};
