import { useLingui } from '@lingui/react/macro';
import type { TravelIntelligenceView } from '@visabridge/contract';
import { formatNumber } from '../../lib/format';
import { FigureGrid } from '../layout/figure-grid';

type Props = { intelligence: TravelIntelligenceView; isLarge?: boolean };

/** How many destinations the passport enters visa-free, with a visa on arrival, or with an online authorisation. */
export function VisaAccessCounts({ intelligence, isLarge }: Props) {
  const { t } = useLingui();
  return (
    <FigureGrid
      isLarge={isLarge}
      figures={[
        { label: t`Visa-free`, value: formatNumber(intelligence.visaFreeCount), color: 'success.main' },
        {
          label: t`Visa on arrival`,
          value: formatNumber(intelligence.visaOnArrivalCount),
          color: 'info.main',
        },
        {
          label: t`eVisa or eTA`,
          value: formatNumber(intelligence.electronicCount),
          color: 'secondary.main',
        },
      ]}
    />
  );
}
