import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field errors on the form's fields. `fieldMap` renames API fields to form fields
 * (e.g. fullName -> firstName). Returns the messages that belong to no field, for a form-level alert.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  fieldMap: Record<string, Path<T>> = {},
): string[] => {
  if (!(error instanceof ApiError)) return [];
  const unmatched: string[] = [];
  let isFirst = true;
  for (const { field, message } of error.fieldErrors) {
    const target = fieldMap[field] ?? formFields.find((name) => name === field);
    if (!target) {
      unmatched.push(message);
      continue;
    }
    setError(target, { type: 'server', message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  return unmatched;
};
