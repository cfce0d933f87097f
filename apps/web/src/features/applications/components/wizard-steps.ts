import type { FieldError } from '@visabridge/contract';

export const wizardSteps = [
  { id: 'trip', label: 'Trip' },
  { id: 'personal', label: 'Personal details' },
  { id: 'passport', label: 'Passport' },
  { id: 'travel', label: 'Travel plans' },
  { id: 'emergency', label: 'Emergency contact' },
  { id: 'documents', label: 'Documents' },
  { id: 'review', label: 'Review & submit' },
] as const;

export type WizardStep = (typeof wizardSteps)[number]['id'];

/** The step named in ?step=, or the first step. */
export const readStep = (value: string | null): WizardStep =>
  wizardSteps.find((step) => step.id === value)?.id ?? 'trip';

export const stepIndexOf = (step: WizardStep) => wizardSteps.findIndex((item) => item.id === step);

/** The step where a field (a path such as 'personalInfo.email', or 'documents') is filled in. */
export const stepOfField = (field: string): WizardStep => {
  if (field.startsWith('personalInfo.passport')) return 'passport';
  if (field.startsWith('personalInfo.')) return 'personal';
  if (field.startsWith('travelInfo.')) return 'travel';
  if (field.startsWith('emergencyContact.')) return 'emergency';
  return 'documents';
};

/** Whether a step has nothing left to fix among `problems`. */
export const isStepDone = (step: WizardStep, problems: readonly FieldError[]) =>
  !problems.some((problem) => stepOfField(problem.field) === step);

/** The wizard at one step of a saved draft: /application?id=…&step=…, so a refresh keeps the place. */
export const wizardPath = (id: string, step: WizardStep) =>
  `/application?${new URLSearchParams({ id, step }).toString()}`;
