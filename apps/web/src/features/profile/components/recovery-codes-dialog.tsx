import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { RecoveryCodesList } from '../../../components/auth/recovery-codes-list';

type Props = { recoveryCodes: string[] | null; onClose: () => void };

/** New recovery codes, shown this once: the dialog stays until the person says they saved them. */
export function RecoveryCodesDialog({ recoveryCodes, onClose }: Props) {
  const titleId = `${useId()}-title`;
  return (
    <Dialog open={recoveryCodes !== null} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Save your recovery codes</DialogTitle>
      <DialogContent dividers>
        {recoveryCodes ? <RecoveryCodesList recoveryCodes={recoveryCodes} /> : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          I have saved them
        </Button>
      </DialogActions>
    </Dialog>
  );
}
