import type { z } from 'zod';
import { AppError } from './errors';
import { rememberDefaultIssue } from './zod-default-messages';

/** Input as its schema makes it, or a 400 naming each field at fault, as a request's own check does. */
export const parseInput = <Schema extends z.ZodType>(schema: Schema, input: unknown, fallback: string) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => {
    const fieldError = { field: issue.path.map(String).join('.'), message: issue.message };
    rememberDefaultIssue(fieldError, issue, input);
    return fieldError;
  });
  throw new AppError('VALIDATION_ERROR', 400, errors[0]?.message ?? fallback, errors);
};
