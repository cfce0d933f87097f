import { createContext, useContext } from 'react';
import type { FieldChange } from './passport-changes';
import type { WizardValues } from './wizard-schema';

/** What a document on the wizard's upload step may write into the form: the values, and a way to apply changes. */
export type WizardFill = {
  applicationId: string;
  values: WizardValues;
  /** Sets the fields and saves the draft as any edit is saved. */
  apply: (changes: readonly FieldChange[]) => void;
};

export const WizardFillContext = createContext<WizardFill | null>(null);

/** The wizard's form, when the document is shown inside the wizard; null elsewhere. */
export const useWizardFill = () => useContext(WizardFillContext);
