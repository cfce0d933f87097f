import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { SaveState } from './use-wizard-autosave';

const texts = {
  saved: 'All changes saved',
  editing: 'Unsaved changes',
  saving: 'Saving…',
  invalid: 'Not saved: fix the highlighted fields',
} as const;

type Props = { state: SaveState; onRetry: () => void };

/** Where the autosave stands, announced politely to screen readers. */
export function WizardSaveStatus({ state, onRetry }: Props) {
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
        {state.status === 'failed' ? `Not saved: ${state.message}` : texts[state.status]}
      </Typography>
      {state.status === 'failed' && (
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Box>
  );
}
