import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mui/material';
import type { AlertProps } from '@mui/material';

type Props = { message: string; onRetry: () => void; sx?: AlertProps['sx'] };

/** A failed load: what went wrong and a button to try again. */
export function LoadErrorAlert({ message, onRetry, sx }: Props) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
