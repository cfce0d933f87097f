import { Chip } from '@mui/material';

/** Whether a contact message has been dealt with, as the inbox list and the message dialog both show it. */
export function HandledChip({ handledAt }: { handledAt: string | null }) {
  return handledAt ? (
    <Chip size="small" label="Handled" color="success" variant="outlined" />
  ) : (
    <Chip size="small" label="Open" color="warning" />
  );
}
