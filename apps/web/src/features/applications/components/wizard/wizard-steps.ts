import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { applicationWizardSteps } from '@visabridge/contract';
import type { ApplicationWizardStep, FieldError } from '@visabridge/contract';

export type WizardStep = ApplicationWizardStep;

const stepLabels: Record<WizardStep, MessageDescriptor> = {
  trip: msg({ message: 'Trip', comment: 'a step of the application form: the trip applied for' }),
  personal: msg({ message: 'Personal details', comment: 'a step of the application form' }),
  passport: msg({ message: 'Passport', comment: 'a step of the application form' }),
  travel: msg({ message: 'Travel plans', comment: 'a step of the application form' }),
  emergency: msg({ message: 'Emergency contact', comment: 'a step of the application form' }),
  documents: msg({ message: 'Documents', comment: 'a step of the application form' }),
  review: msg({ message: 'Review & submit', comment: 'a step of the application form' }),
};

/**
 * The steps in the contract's order: a draft stores the index of the one it was left on. Render each label
 * with `t(label)`.
 */
export const wizardSteps = applicationWizardSteps.map((id) => ({ id, label: stepLabels[id] }));

/** The step named in ?step=, if it names one. */
export const findStep = (value: string | null): WizardStep | undefined =>
  wizardSteps.find((step) => step.id === value)?.id;

/** The step named in ?step=, or the first step. */
export const readStep = (value: string | null): WizardStep => findStep(value) ?? 'trip';

/** The step a saved draft was left on (its stored index), or the first step. */
export const stepAtIndex = (index: number): WizardStep => applicationWizardSteps[index] ?? 'trip';

export const stepIndexOf = (step: WizardStep) => wizardSteps.findIndex((item) => item.id === step);

/** The step where a field (a path such as 'personalInfo.email', or 'documents') is filled in. */
export const stepOfField = (field: string): WizardStep => {
  if (field.startsWith('personalInfo.passport')) return 'passport';
  if (field.startsWith('personalInfo.')) return 'personal';
  if (field.startsWith('travelInfo.') || field.startsWith('authorityAnswers.')) return 'travel';
  if (field.startsWith('emergencyContact.')) return 'emergency';
  return 'documents';
};

/** Whether a step has nothing left to fix among `problems`. */
export const isStepDone = (step: WizardStep, problems: readonly FieldError[]) =>
  !problems.some((problem) => stepOfField(problem.field) === step);

/** The wizard at one step of a saved draft: /application?id=…&step=…, so a refresh keeps the place. */
export const wizardPath = (id: string, step: WizardStep) =>
  `/application?${new URLSearchParams({ id, step }).toString()}`;
