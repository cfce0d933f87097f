import type { InterfaceLanguage } from '@visabridge/contract';
import { z } from 'zod';

/** An issue as zod's messages read it: its code and details, and the value at fault. */
type RawIssue = z.core.$ZodRawIssue;

/** What is left of a zod issue once parsed: its code, path, message and details (the value is dropped). */
export type ParsedIssue = { code: string; path: readonly PropertyKey[]; message?: string | undefined };

/** Zod's own messages in each language (its locales), for issues a schema gives no message of its own. */
const localeErrors: Record<InterfaceLanguage, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  es: z.locales.es().localeError,
  fr: z.locales.fr().localeError,
  de: z.locales.de().localeError,
  zh: z.locales.zhCN().localeError,
  ar: z.locales.ar().localeError,
};

const defaultIssues = new WeakMap<object, RawIssue>();

const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

const messageOf = (language: InterfaceLanguage, issue: RawIssue) => {
  const written = localeErrors[language](issue);
  return typeof written === 'string' ? written : written?.message;
};

/**
 * Remembers, for a field error made from a zod issue, the issue itself when its message is zod's default
 * (the schema wrote none): the answer can then give zod's words in the reader's language. `input` is what
 * was parsed, for the value the issue was about ("received number").
 */
export const rememberDefaultIssue = (fieldError: object, issue: ParsedIssue, input: unknown) => {
  const { message, ...details } = issue;
  const raw = { ...details, input: valueAt(input, issue.path) } as unknown as RawIssue;
  if (messageOf('en', raw) === message) defaultIssues.set(fieldError, raw);
};

/** A field error's message in `language` when it is zod's default; undefined for any other. */
export const defaultMessageIn = (language: InterfaceLanguage, fieldError: object) => {
  const issue = defaultIssues.get(fieldError);
  return issue && messageOf(language, issue);
};
