import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { applicationMessages } from '../../application-messages';

/** Shown for an id that is not one of the user's applications (or no longer exists). */
export function DetailsNotFound() {
  const { t } = useLingui();
  const notFound = t(applicationMessages.notFound);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{t({ message: `${notFound} | VisaBridge`, comment: "the browser tab's title" })}</title>
      <Typography component="h1" variant="h4">
        {notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        <Trans>
          There is no application of yours at this address. It may have been deleted, or the link may be
          wrong.
        </Trans>
      </Typography>
      <Button component={RouterLink} to="/applications" variant="contained" sx={{ mt: 4 }}>
        <Trans>Back to My Applications</Trans>
      </Button>
    </Container>
  );
}
