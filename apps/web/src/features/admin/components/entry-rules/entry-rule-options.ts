import { visaCategories } from '@visabridge/contract';
import type { EntryRuleGroupsView } from '@visabridge/contract';
import { visaCategoryNames } from '../../../../components/visa/visa-category-names';

/** The categories a rule may give: every one but the own-country answer, which no rule can give. */
export const ruleCategoryOptions = visaCategories
  .filter((category) => category !== 'own_country')
  .map((value) => ({ value, label: visaCategoryNames[value] }));

/** A group's name by its id; the id itself while the names load or for a group no longer offered. */
export const groupNameOf = (groups: EntryRuleGroupsView | undefined, id: string) =>
  [...(groups?.passportGroups ?? []), ...(groups?.destinationGroups ?? [])].find((group) => group.id === id)
    ?.name ?? id;
