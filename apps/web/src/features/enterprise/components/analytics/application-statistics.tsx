import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import AssessmentIcon from '@mui/icons-material/Assessment';
import type { CorporateStatsView } from '@visabridge/contract';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { SectionCard } from '../../../../components/layout/section-card';
import { formatNumber } from '../../../../lib/format';

/** 'x.x days' from submission to decision, or why there is no average yet. */
export const formatProcessingTime = (i18n: I18n, days: number | null) => {
  if (days === null) return i18n._(msg`No decisions yet`);
  const dayCount = days.toFixed(1);
  return i18n._(
    msg({
      message: plural(days, { one: `${dayCount} day`, other: `${dayCount} days` }),
      comment: 'average time from submission to decision, with one decimal: 3.5 days',
    }),
  );
};

/** 'Application Statistics': approved and active counts and the average processing time. */
export function ApplicationStatistics({ stats }: { stats: CorporateStatsView }) {
  const { t, i18n } = useLingui();
  return (
    <SectionCard id="application-statistics" title={t`Application Statistics`} icon={AssessmentIcon}>
      <FactList columns={1}>
        <FactItem label={t`Approved Applications`}>{formatNumber(stats.approvedApplications)}</FactItem>
        <FactItem label={t`Active Applications`}>{formatNumber(stats.activeApplications)}</FactItem>
        <FactItem label={t`Average Processing Time`}>
          {formatProcessingTime(i18n, stats.averageProcessingDays)}
        </FactItem>
      </FactList>
    </SectionCard>
  );
}
