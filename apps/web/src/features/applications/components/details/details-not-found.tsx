import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { applicationMessages } from '../../application-messages';

/** Shown for an id that is not one of the user's applications (or no longer exists). */
export function DetailsNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{`${applicationMessages.notFound} | VisaBridge`}</title>
      <Typography component="h1" variant="h4">
        {applicationMessages.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        There is no application of yours at this address. It may have been deleted, or the link may be wrong.
      </Typography>
      <Button component={RouterLink} to="/applications" variant="contained" sx={{ mt: 4 }}>
        Back to My Applications
      </Button>
    </Container>
  );
}
