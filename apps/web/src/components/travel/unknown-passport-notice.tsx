import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Travel intelligence needs a nationality the data knows; this says so and leads to the profile. */
export function UnknownPassportNotice() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/profile" color="inherit" size="small">
          <Trans>Update profile</Trans>
        </Button>
      }
    >
      <Trans>
        We cannot tell which passport you hold. Set your nationality in your profile to see where it takes you
        without a visa.
      </Trans>
    </Alert>
  );
}
