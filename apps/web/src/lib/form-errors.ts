import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormClearErrors, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/** The server's message for one field of a refusal, or null when it names no such field (or is no refusal). */
export const fieldErrorOf = (error: unknown, field: string) =>
  error instanceof ApiError
    ? (error.fieldErrors.find((item) => item.field === field)?.message ?? null)
    : null;

/**
 * Puts the server's per-field errors on the form's fields. `fieldMap` renames API fields to form fields
 * (e.g. fullName -> firstName). Returns what a form-level alert should say: the messages that belong to
 * no field, the error's own message when no field got one, or null when the fields say it all.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  fieldMap: Record<string, Path<T>>,
  fallback: string,
): string | null => {
  if (!(error instanceof ApiError)) return errorMessage(error, fallback);
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
  if (unmatched.length) return unmatched.join(' ');
  return isFirst ? error.message : null;
};

/**
 * A form's onInput handler: editing a field clears that field's error (spec section 5), without
 * re-validating it until the next submit.
 */
export const clearErrorOnEdit =
  <T extends FieldValues>(clearErrors: UseFormClearErrors<T>) =>
  (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    const isField =
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement;
    if (isField && target.name) clearErrors(target.name as Path<T>);
  };
