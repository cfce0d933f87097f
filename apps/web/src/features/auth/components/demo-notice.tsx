import { Alert } from '@mui/material';
import { usePlatformStats } from '../../../lib/queries/use-platform-stats';

/** Demo mode only: says plainly, before anyone types a password, that this installation is a demo. */
export function DemoNotice() {
  const { data } = usePlatformStats();
  if (!data?.demoMode) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 3 }}>
      This is a demo of VisaBridge. The accounts and data are seeded samples and anyone can sign in as any
      role, so do not enter real personal details.
    </Alert>
  );
}
