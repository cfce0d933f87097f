import { useLingui } from '@lingui/react/macro';
import type { IndividualDashboardView } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { QueryData } from '../../../components/query-data';
import { useIndividualDashboard } from '../../../lib/api/use-individual-dashboard';

type Props = { loadingLabel: string; children: (dashboard: IndividualDashboardView) => ReactNode };

/** Renders its children with the traveller's dashboard payload, showing progress or the failure until then. */
export function DashboardData({ loadingLabel, children }: Props) {
  const { t } = useLingui();
  return (
    <QueryData
      query={useIndividualDashboard()}
      loadingLabel={loadingLabel}
      failureMessage={t`Failed to load dashboard data`}
    >
      {children}
    </QueryData>
  );
}
