import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';

/** Marks a document staff did not accept. */
export function RejectedDocumentChip({ sx }: { sx?: ChipProps['sx'] }) {
  const { t } = useLingui();
  return (
    <Chip
      component="span"
      size="small"
      color="error"
      label={t({ message: 'Rejected', context: 'document', comment: 'a document staff did not accept' })}
      sx={sx}
    />
  );
}
