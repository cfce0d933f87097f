import type { EntryRuleGroupsView } from '@visabridge/contract';
import { countryGroups } from './country-groups';
import { datasetPassportGroups } from './entry-rule-scope';

/** The groups a rule may name: passports by a country group or a dataset group, destinations by a country group. */
export const listEntryRuleGroups = (): EntryRuleGroupsView => {
  const named = countryGroups.map(({ id, name }) => ({ id, name }));
  return {
    passportGroups: [
      ...named,
      ...Object.entries(datasetPassportGroups).map(([id, { name }]) => ({ id, name })),
    ],
    destinationGroups: named,
  };
};
