import { Trans } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { RecoveryCodesList } from '../../../components/auth/recovery-codes-list';

type Props = { recoveryCodes: string[] | null; onClose: () => void };

/** New recovery codes, shown this once: the dialog stays until the person says they saved them. */
export function RecoveryCodesDialog({ recoveryCodes, onClose }: Props) {
  const titleId = `${useId()}-title`;
  return (
    <Dialog open={recoveryCodes !== null} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        <Trans>Save your recovery codes</Trans>
      </DialogTitle>
      <DialogContent dividers>
        {recoveryCodes ? <RecoveryCodesList recoveryCodes={recoveryCodes} /> : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          <Trans comment="the recovery codes">I have saved them</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
