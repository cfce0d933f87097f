import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Typography } from '@mui/material';
import { formatNumber } from '../../../../lib/format';

type Props = { count: number; onUpdateStatus: () => void; onClear: () => void };

/** Shown while applications are selected: how many, and what can be done with all of them. */
export function SelectionBar({ count, onUpdateStatus, onClear }: Props) {
  const { t } = useLingui();
  const selectedCount = formatNumber(count);
  return (
    <Box
      role="region"
      aria-label={t`Selected applications`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mx: 2,
        mb: 2,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'action.selected',
      }}
    >
      <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
        {t({
          message: plural(count, { one: `${selectedCount} selected`, other: `${selectedCount} selected` }),
          comment: 'the number of applications selected for a bulk change',
        })}
      </Typography>
      <Button onClick={onClear}>
        <Trans>Clear selection</Trans>
      </Button>
      <Button variant="contained" onClick={onUpdateStatus}>
        <Trans>Update status</Trans>
      </Button>
    </Box>
  );
}
