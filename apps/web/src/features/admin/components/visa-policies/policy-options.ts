import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { policyCategories, purposes } from '@visabridge/contract';
import type { VisaPolicyListItem } from '@visabridge/contract';
import { purposeNames } from '../../../../components/visa/purpose-names';
import { visaCategoryNames } from '../../../../components/visa/visa-category-names';

/** Choices for a policy's purpose, category and entries, labelled as the visa checker words them. */
export const purposeOptions = purposes.map((value) => ({ value, label: purposeNames[value] }));
export const categoryOptions = policyCategories.map((value) => ({ value, label: visaCategoryNames[value] }));
export const entriesOptions = [
  { value: 'single', label: msg({ message: 'Single entry', comment: 'a visa valid for one entry' }) },
  {
    value: 'multiple',
    label: msg({ message: 'Multiple entries', comment: 'a visa valid for several entries' }),
  },
] as const;

/** E.g. 'India, e-Visa for Business, all nationalities'. */
export const policyScopeOf = (i18n: I18n, policy: VisaPolicyListItem) => {
  const destination = policy.destinationCountry.name;
  const category = i18n._(visaCategoryNames[policy.category]);
  const purpose = i18n._(purposeNames[policy.purpose]);
  const nationality = policy.nationality?.name;
  return nationality
    ? i18n._(
        msg({
          message: `${destination}, ${category} for ${purpose}, nationals of ${nationality}`,
          comment:
            'names a visa policy: its destination, entry category, purpose of the trip, and nationality',
        }),
      )
    : i18n._(
        msg({
          message: `${destination}, ${category} for ${purpose}, all nationalities`,
          comment:
            'names a visa policy: its destination, entry category and purpose of the trip, for every nationality',
        }),
      );
};
