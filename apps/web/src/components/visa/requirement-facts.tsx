import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BadgeIcon from '@mui/icons-material/Badge';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { SvgIconComponent } from '@mui/icons-material';
import { useLingui } from '@lingui/react/macro';
import { Box, Chip, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';
import { FactList } from '../layout/fact-list';
import type { ReactNode } from 'react';

type Fact = { label: string; value: ReactNode; icon: SvgIconComponent; isSample?: boolean };

function FactTile({ label, value, icon: Icon, isSample }: Fact) {
  const { t } = useLingui();
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <Icon color="primary" fontSize="small" aria-hidden="true" />
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
        {isSample && (
          <Chip
            label={t`Sample data`}
            size="small"
            variant="outlined"
            color="warning"
            sx={{ ml: 1, verticalAlign: 'middle' }}
          />
        )}
      </Typography>
    </Box>
  );
}

type Props = { result: RequirementsResult; showVisaType?: boolean };

// Without a visa to apply for, the server's visa type only repeats the category ('Visa free').

/** Stay, visa type, fee and processing time at a glance; sample policies are labelled as such. */
export function RequirementFacts({ result, showVisaType = true }: Props) {
  const { t } = useLingui();
  const isSample = result.policy?.isSample ?? false;
  const facts: Fact[] = [
    { label: t`Allowed stay`, value: result.allowedStay, icon: EventAvailableIcon },
    ...(showVisaType && result.isRequired
      ? [{ label: t`Visa type`, value: result.visaType, icon: BadgeIcon }]
      : []),
    { label: t`Fee`, value: result.fee, icon: PaymentsIcon, isSample },
    { label: t`Processing time`, value: result.processingTime, icon: AccessTimeIcon, isSample },
  ];
  return (
    // Three facts side by side; four as two pairs, never a lone tile on its own row.
    <FactList columns={facts.length === 4 ? 2 : facts.length} gap={1.5}>
      {facts.map((fact) => (
        <FactTile key={fact.label} {...fact} />
      ))}
    </FactList>
  );
}
