import { useLingui } from '@lingui/react/macro';
import type { EntryRuleView } from '@visabridge/contract';
import { useCallback } from 'react';
import { useCountryName } from '../../../../lib/api/use-countries';
import { useEntryRuleGroups } from '../../api/entry-rules';
import { groupNameOf } from './entry-rule-options';

export type EntryRuleScope = {
  /** 'United Kingdom' or 'The Schengen area'. */
  destination: string;
  /** 'United States, Canada, Australia' or 'EU, EEA and Swiss citizens'. */
  passports: string;
  /** 'Ireland', or '' when the rule excepts no passport. */
  exceptions: string;
  /** 'UK Electronic Travel Authorisation (ETA) for United Kingdom', to name the rule in labels. */
  name: string;
};

/** Who and where a rule applies to, in words: countries by name, groups by the name the API gives them. */
export const useEntryRuleScope = () => {
  const { t } = useLingui();
  const countryName = useCountryName();
  const { data: groups } = useEntryRuleGroups();
  return useCallback(
    (rule: EntryRuleView): EntryRuleScope => {
      const { authorisationName } = rule;
      const destination = rule.destination
        ? countryName(rule.destination)
        : groupNameOf(groups, rule.destinationGroup ?? '');
      return {
        destination,
        passports: rule.passportGroup
          ? groupNameOf(groups, rule.passportGroup)
          : rule.passports.map(countryName).join(', '),
        exceptions: rule.passportExceptions.map(countryName).join(', '),
        name: t({
          message: `${authorisationName} for ${destination}`,
          comment:
            "names an entry rule: the authorisation it asks for (e.g. an ETA), and the destination's name",
        }),
      };
    },
    [countryName, groups, t],
  );
};
