import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { SaveState } from './use-wizard-autosave';

const texts: Record<Exclude<SaveState['status'], 'failed'>, MessageDescriptor> = {
  saved: msg`All changes saved`,
  editing: msg`Unsaved changes`,
  saving: msg`Saving…`,
  invalid: msg`Not saved: fix the highlighted fields`,
};

type Props = { state: SaveState; onRetry: () => void };

/** Why the last save failed, as the server or the network said it. */
function NotSaved({ reason }: { reason: string }) {
  return <Trans comment="the draft could not be saved; then why">Not saved: {reason}</Trans>;
}

/** Where the autosave stands, announced politely to screen readers. */
export function WizardSaveStatus({ state, onRetry }: Props) {
  const { t } = useLingui();
  const isProblem = state.status === 'failed' || state.status === 'invalid';
  const icon =
    state.status === 'saving' ? (
      <CircularProgress size={16} aria-hidden="true" />
    ) : state.status === 'saved' ? (
      <CloudDoneOutlinedIcon fontSize="small" color="success" aria-hidden="true" />
    ) : isProblem ? (
      <ErrorOutlineIcon fontSize="small" color="error" aria-hidden="true" />
    ) : (
      <EditNoteIcon fontSize="small" aria-hidden="true" />
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
      {icon}
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color={isProblem ? 'error' : 'text.secondary'}
      >
        {state.status === 'failed' ? <NotSaved reason={state.message} /> : t(texts[state.status])}
      </Typography>
      {state.status === 'failed' && (
        <Button size="small" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </Box>
  );
}
