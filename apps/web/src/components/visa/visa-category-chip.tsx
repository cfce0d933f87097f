import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DescriptionIcon from '@mui/icons-material/Description';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import HomeIcon from '@mui/icons-material/Home';
import LanguageIcon from '@mui/icons-material/Language';
import type { SvgIconComponent } from '@mui/icons-material';
import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { useLingui } from '@lingui/react/macro';
import type { VisaCategory } from '@visabridge/contract';
import { visaCategoryNames } from './visa-category-names';

/** Green when no visa is needed, blue for formalities done online or at the border, amber for a visa, red for no entry. */
const looks: Record<VisaCategory, { color: ChipProps['color']; icon: SvgIconComponent }> = {
  visa_free: { color: 'success', icon: CheckCircleIcon },
  own_country: { color: 'success', icon: HomeIcon },
  eta: { color: 'info', icon: LanguageIcon },
  e_visa: { color: 'info', icon: LanguageIcon },
  visa_on_arrival: { color: 'info', icon: FlightLandIcon },
  visa_required: { color: 'warning', icon: DescriptionIcon },
  no_admission: { color: 'error', icon: BlockIcon },
};

type Props = { category: VisaCategory; size?: 'large' | 'medium' };

export function VisaCategoryChip({ category, size = 'medium' }: Props) {
  const { t } = useLingui();
  const { color, icon: Icon } = looks[category];
  const isLarge = size === 'large';
  return (
    <Chip
      color={color}
      icon={<Icon aria-hidden="true" />}
      label={t(visaCategoryNames[category])}
      sx={{
        height: 'auto',
        minHeight: isLarge ? 40 : 32,
        px: isLarge ? 1 : 0.5,
        fontSize: isLarge ? '1.05rem' : undefined,
        fontWeight: 600,
        borderRadius: 99,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
        '& .MuiChip-icon': { fontSize: isLarge ? 24 : 20 },
      }}
    />
  );
}
