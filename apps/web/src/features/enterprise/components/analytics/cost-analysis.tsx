import { useLingui } from '@lingui/react/macro';
import PaidIcon from '@mui/icons-material/Paid';
import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { averageCostPerApplication, formatMoney } from '@visabridge/contract';
import type { CorporateStatsView } from '@visabridge/contract';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { SectionCard } from '../../../../components/layout/section-card';
import { budgetEfficiencyNames } from '../corporate-names';

const efficiencyColors: Record<CorporateStatsView['budgetEfficiency'], ChipProps['color']> = {
  Excellent: 'success',
  Good: 'warning',
  'Over Budget': 'error',
};

/** 'Cost Analysis': this year's spend, the average cost per approved application and budget efficiency. */
export function CostAnalysis({ stats }: { stats: CorporateStatsView }) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount, stats.currency);
  return (
    <SectionCard id="cost-analysis" title={t`Cost Analysis`} icon={PaidIcon}>
      <FactList columns={1}>
        <FactItem label={t`Total Spent This Year`}>{money(stats.totalSpentThisYear)}</FactItem>
        <FactItem label={t`Average Cost per Application`}>
          {money(averageCostPerApplication(stats.totalSpent, stats.approvedApplications))}
        </FactItem>
        <FactItem label={t`Budget Efficiency`}>
          <Chip
            component="span"
            size="small"
            label={t(budgetEfficiencyNames[stats.budgetEfficiency])}
            color={efficiencyColors[stats.budgetEfficiency]}
            sx={{ fontWeight: 600 }}
          />
        </FactItem>
      </FactList>
    </SectionCard>
  );
}
