import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';

/** Beside a traveller's name: they are under 18 (a minor travels with a guardian's consent). */
export function MinorChip() {
  const { t } = useLingui();
  return (
    <Chip
      component="span"
      size="small"
      label={t({ message: 'Under 18', comment: 'a traveller who is a minor' })}
      sx={{ ml: 1 }}
    />
  );
}
