import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { consultationTimeRules } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';

type Props = { isSignedIn: boolean; canBook: boolean };

/** What a consultation is; visitors are asked to sign in (and come back here) or to write to us. */
export function ConsultationIntro({ isSignedIn, canBook }: Props) {
  return (
    <Card component="section" aria-labelledby="consultation-intro-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="consultation-intro-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          Talk to a visa agent
        </Typography>
        <Typography sx={{ mb: 2 }}>
          A consultation is a call with one of our visa agents about visa requirements, your application, the
          documents you need or business travel. Offer up to {consultationTimeRules.maxTimes} times that suit
          you; an agent confirms one of them and you are told by notification and email.
        </Typography>
        {!isSignedIn && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              component={RouterLink}
              to="/login"
              state={{ from: { pathname: '/consultation' } }}
            >
              Sign in to book
            </Button>
            <Typography>
              Or{' '}
              <Link component={RouterLink} to="/contact">
                send us a message
              </Link>{' '}
              without an account.
            </Typography>
          </Stack>
        )}
        {isSignedIn && !canBook && (
          <Typography color="text.secondary">
            Consultations are booked by travellers and company users; staff handle them from their dashboards.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
