import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { consultationTimeRules } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format';

type Props = { isSignedIn: boolean; canBook: boolean };

const { maxTimes } = consultationTimeRules;

/** What a consultation is; visitors are asked to sign in (and come back here) or to write to us. */
export function ConsultationIntro({ isSignedIn, canBook }: Props) {
  const { t } = useLingui();
  const offeredCount = formatNumber(maxTimes);
  return (
    <Card component="section" aria-labelledby="consultation-intro-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="consultation-intro-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          <Trans>Talk to a visa agent</Trans>
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {t`A consultation is a call with one of our visa agents about visa requirements, your application, the documents you need or business travel. Offer up to ${plural(
            maxTimes,
            { one: `${offeredCount} time`, other: `${offeredCount} times` },
          )} that suit you; an agent confirms one of them and you are told by notification and email.`}
        </Typography>
        {!isSignedIn && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              component={RouterLink}
              to="/login"
              state={{ from: { pathname: '/consultation' } }}
            >
              <Trans>Sign in to book</Trans>
            </Button>
            <Typography>
              <Trans>
                Or{' '}
                <Link component={RouterLink} to="/contact">
                  send us a message
                </Link>{' '}
                without an account.
              </Trans>
            </Typography>
          </Stack>
        )}
        {isSignedIn && !canBook && (
          <Typography color="text.secondary">
            <Trans>
              Consultations are booked by travellers and company users; staff handle them from their
              dashboards.
            </Trans>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
