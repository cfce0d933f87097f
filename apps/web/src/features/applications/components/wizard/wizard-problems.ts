import { requiredApplicationFields, submissionProblems } from '@visabridge/contract';
import type { ApplicationView, FieldError } from '@visabridge/contract';
import { allFields } from './wizard-fields';
import { wizardSchema } from './wizard-schema';
import type { WizardValues } from './wizard-schema';

const requiredLabels = new Map<string, string>(requiredApplicationFields);

/** A field's name as the review lists it, e.g. 'Emergency contact email'. */
const labelOf = (path: string) => {
  const label = requiredLabels.get(path) ?? allFields.find((field) => field.name === path)?.label ?? path;
  return path.startsWith('emergencyContact.') && !label.startsWith('Emergency')
    ? `Emergency contact ${label.toLowerCase()}`
    : label;
};

/**
 * Everything that stops the application being submitted, as the server will judge it: fields that break
 * the contract's rules, then the shared submission check (missing fields, dates, passport, documents).
 */
export const wizardProblems = (
  values: WizardValues,
  draft: Pick<
    ApplicationView,
    'requiredDocuments' | 'authorityQuestions' | 'entryConditions' | 'destination'
  >,
  uploadedTypes: readonly string[],
): FieldError[] => {
  const parsed = wizardSchema.safeParse(values);
  const invalid = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = issue.path.join('.');
        return { field, message: `${labelOf(field)}: ${issue.message}` };
      });
  const invalidFields = new Set(invalid.map((problem) => problem.field));
  const incomplete = submissionProblems(
    {
      ...values,
      requiredDocuments: draft.requiredDocuments,
      authorityQuestions: draft.authorityQuestions,
      entryConditions: draft.entryConditions,
      destination: draft.destination,
    },
    uploadedTypes,
  ).filter((problem) => !invalidFields.has(problem.field));
  return [...invalid, ...incomplete];
};
