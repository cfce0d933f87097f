import { Trans } from '@lingui/react/macro';
import { Alert, AlertTitle, Box } from '@mui/material';

/** Passport expiry problems found in the traveller's open applications. */
export function PassportWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>
        <Trans>Passport expiry</Trans>
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </Box>
    </Alert>
  );
}
