import { entryConditionsInput, localDayOf, passportValidityRules } from '@visabridge/contract';
import type { EntryConditionsInput, EntryConditionsRecordView } from '@visabridge/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/** A number typed as text: blank is not known (null); anything else goes to the contract as typed. */
const countOf = (typed: string) => (typed.trim() ? Number(typed.trim()) : null);

/** A yes / no / not known choice as the contract takes it (a select shows no label for a blank value). */
const knownOf = (choice: string) => (choice === 'unknown' ? null : choice === 'yes');
const choiceOf = (known: boolean | null) => (known === null ? 'unknown' : known ? 'yes' : 'no');

/** A blank field stays absent, so the contract's own 'is required' message shows (typed as given for the pipe). */
const required = <T>(value: T | undefined) => (value === '' ? undefined : value) as T;

const photoForm = z.object({
  shape: z.string(),
  widthMm: z.string(),
  heightMm: z.string(),
  minPixels: z.string(),
  background: z.string(),
  source: z.string(),
});

/** The dialog's fields as typed (numbers as text, yes/no as a choice), checked by the API's schema. */
export const entryConditionsForm = z
  .object({
    scopeBy: z.enum(['country', 'group']),
    scope: z.string(),
    group: z.string(),
    passportValidity: z.union([z.enum(passportValidityRules), z.literal('unknown')]),
    passportValidityMonths: z.string(),
    maxPassportAgeYears: z.string(),
    blankPages: z.string(),
    onwardTicket: z.string(),
    proofOfFunds: z.string(),
    source: z.string(),
    photo: photoForm,
    recordedOn: z.string(),
  })
  .transform(({ photo, ...values }): EntryConditionsInput => ({
    scope: required(values.scopeBy === 'group' ? values.group : values.scope),
    passportValidity: values.passportValidity === 'unknown' ? null : values.passportValidity,
    passportValidityMonths: countOf(values.passportValidityMonths),
    maxPassportAgeYears: countOf(values.maxPassportAgeYears),
    blankPages: countOf(values.blankPages),
    onwardTicket: knownOf(values.onwardTicket),
    proofOfFunds: knownOf(values.proofOfFunds),
    source: required(values.source.trim()),
    photo:
      photo.shape !== 'none'
        ? {
            shape: photo.shape as 'print' | 'square',
            widthMm: photo.shape === 'print' ? countOf(photo.widthMm) : null,
            heightMm: photo.shape === 'print' ? countOf(photo.heightMm) : null,
            minPixels: photo.shape === 'square' ? countOf(photo.minPixels) : null,
            background: photo.background.trim() || null,
            source: photo.source.trim() || null,
          }
        : null,
    recordedOn: values.recordedOn,
  }))
  .pipe(entryConditionsInput);

export type EntryConditionsFormValues = z.input<typeof entryConditionsForm>;

/** New conditions: for one country, recorded today, every fact not known until the admin gives it. */
export const emptyConditionsForm = (): EntryConditionsFormValues => ({
  scopeBy: 'country',
  scope: '',
  group: '',
  passportValidity: 'unknown',
  passportValidityMonths: '',
  maxPassportAgeYears: '',
  blankPages: '',
  onwardTicket: 'unknown',
  proofOfFunds: 'unknown',
  source: '',
  photo: { shape: 'none', widthMm: '', heightMm: '', minPixels: '', background: '', source: '' },
  recordedOn: localDayOf(),
});

const textOf = (count: number | null) => (count === null ? '' : String(count));

/** A stored row as the dialog shows it for editing; a group's id is a word, a country's two capitals. */
export const conditionsFormOf = (row: EntryConditionsRecordView): EntryConditionsFormValues => {
  const isCountry = /^[A-Z]{2}$/.test(row.scope);
  const { photo } = row;
  return {
    scopeBy: isCountry ? 'country' : 'group',
    scope: isCountry ? row.scope : '',
    group: isCountry ? '' : row.scope,
    passportValidity: row.passportValidity ?? 'unknown',
    passportValidityMonths: textOf(row.passportValidityMonths),
    maxPassportAgeYears: textOf(row.maxPassportAgeYears),
    blankPages: textOf(row.blankPages),
    onwardTicket: choiceOf(row.onwardTicket),
    proofOfFunds: choiceOf(row.proofOfFunds),
    source: row.source,
    photo: {
      shape: photo?.shape ?? 'none',
      widthMm: textOf(photo?.shape === 'print' ? photo.widthMm : null),
      heightMm: textOf(photo?.shape === 'print' ? photo.heightMm : null),
      minPixels: textOf(photo?.shape === 'square' ? photo.minPixels : null),
      background: photo?.background ?? '',
      source: photo?.source ?? '',
    },
    recordedOn: row.recordedOn,
  };
};

/** Where an error the contract puts on `scope` shows: on the group select when the admin chose a group. */
export const conditionsErrorFields = (
  values: EntryConditionsFormValues,
): Record<string, Path<EntryConditionsFormValues>> => (values.scopeBy === 'group' ? { scope: 'group' } : {});
