import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { documentNameOf, submissionProblems } from '@visabridge/contract';
import type { ApplicationView, FieldError } from '@visabridge/contract';
import { countryNameIn } from '../../../../lib/i18n/country-name-in';
import { allFields } from './wizard-fields';
import { wizardSchema } from './wizard-schema';
import type { WizardValues } from './wizard-schema';

/** A field's name as the review lists it, e.g. 'Emergency contact email'. */
const labelOf = (i18n: I18n, path: string) => {
  const field = allFields.find((item) => item.name === path);
  if (!field) return path;
  return i18n._(field.fullLabel ?? field.label);
};

/**
 * Everything that stops the application being submitted, as the server will judge it: fields that break
 * the contract's rules, then the shared submission check (missing fields, dates, passport, documents).
 */
export const wizardProblems = (
  i18n: I18n,
  values: WizardValues,
  draft: Pick<
    ApplicationView,
    | 'requiredDocuments'
    | 'documentNames'
    | 'authorityQuestions'
    | 'entryConditions'
    | 'destination'
    | 'toCountry'
  >,
  uploadedTypes: readonly string[],
): FieldError[] => {
  const parsed = wizardSchema.safeParse(values);
  const invalid = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = issue.path.join('.');
        const fieldName = labelOf(i18n, field);
        const problem = issue.message;
        return {
          field,
          message: i18n._(
            msg({
              message: `${fieldName}: ${problem}`,
              comment: 'a field of the application form, then what is wrong with its value',
            }),
          ),
        };
      });
  const invalidFields = new Set(invalid.map((problem) => problem.field));
  // Checked by the reader's names of the documents, so a missing one is named as the checklist shows it.
  const nameOf = (document: string) => documentNameOf(draft, document);
  const incomplete = submissionProblems(
    {
      ...values,
      requiredDocuments: draft.requiredDocuments.map(nameOf),
      authorityQuestions: draft.authorityQuestions,
      entryConditions: draft.entryConditions,
      destination: countryNameIn(i18n.locale, draft.toCountry, draft.destination),
    },
    uploadedTypes.map(nameOf),
  ).filter((problem) => !invalidFields.has(problem.field));
  return [...invalid, ...incomplete];
};
