import { Trans } from '@lingui/react/macro';
import { Alert } from '@mui/material';
import { useDemoMode } from '../../../lib/api/use-demo-mode';

/** Demo mode only: says plainly, before anyone types a password, that this installation is a demo. */
export function DemoNotice() {
  if (!useDemoMode()) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 3 }}>
      <Trans>
        This is a demo of VisaBridge. The accounts and data are seeded samples and anyone can sign in as any
        role, so do not enter real personal details.
      </Trans>
    </Alert>
  );
}
