import AssessmentIcon from '@mui/icons-material/Assessment';
import type { CorporateStatsView } from '@visabridge/contract';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { SectionCard } from '../../../../components/layout/section-card';
import { formatNumber } from '../../../../lib/format';

/** 'x.x days' from submission to decision, or why there is no average yet. */
export const formatProcessingTime = (days: number | null) =>
  days === null ? 'No decisions yet' : `${days.toFixed(1)} days`;

/** 'Application Statistics': approved and active counts and the average processing time. */
export function ApplicationStatistics({ stats }: { stats: CorporateStatsView }) {
  return (
    <SectionCard id="application-statistics" title="Application Statistics" icon={AssessmentIcon}>
      <FactList columns={1}>
        <FactItem label="Approved Applications">{formatNumber(stats.approvedApplications)}</FactItem>
        <FactItem label="Active Applications">{formatNumber(stats.activeApplications)}</FactItem>
        <FactItem label="Average Processing Time">
          {formatProcessingTime(stats.averageProcessingDays)}
        </FactItem>
      </FactList>
    </SectionCard>
  );
}
