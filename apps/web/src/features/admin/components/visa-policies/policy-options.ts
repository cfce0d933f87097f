import { policyCategories, purposeLabels, purposes, visaCategoryLabels } from '@visabridge/contract';
import type { VisaPolicyListItem } from '@visabridge/contract';

/** Choices for a policy's purpose, category and entries, labelled as the visa checker words them. */
export const purposeOptions = purposes.map((value) => ({ value, label: purposeLabels[value] }));
export const categoryOptions = policyCategories.map((value) => ({ value, label: visaCategoryLabels[value] }));
export const entriesOptions = [
  { value: 'single', label: 'Single entry' },
  { value: 'multiple', label: 'Multiple entries' },
] as const;

/** E.g. 'India, e-Visa for Business, all nationalities'. */
export const policyScopeOf = (policy: VisaPolicyListItem) =>
  `${policy.destinationCountry.name}, ${visaCategoryLabels[policy.category]} for ${purposeLabels[policy.purpose]}, ${
    policy.nationality ? `nationals of ${policy.nationality.name}` : 'all nationalities'
  }`;
