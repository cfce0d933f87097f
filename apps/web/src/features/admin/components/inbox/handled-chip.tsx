import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import { handledNames } from './handled-names';

/** Whether a contact message has been dealt with, as the inbox list and the message dialog both show it. */
export function HandledChip({ handledAt }: { handledAt: string | null }) {
  const { t } = useLingui();
  return handledAt ? (
    <Chip size="small" label={t(handledNames.handled)} color="success" variant="outlined" />
  ) : (
    <Chip size="small" label={t(handledNames.open)} color="warning" />
  );
}
