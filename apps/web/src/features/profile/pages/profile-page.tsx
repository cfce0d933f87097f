import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Stack, Typography } from '@mui/material';
import { useAuth } from '../../../lib/auth/auth-context';
import { AccountCard } from '../components/account-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileForm } from '../components/profile-form';
import { SavedTravellersCard } from '../components/saved-travellers-card';
import { SecurityCard } from '../components/security-card';
import { SignInsCard } from '../components/sign-ins-card';
import { TwoStepCard } from '../components/two-step-card';
import { YourDataCard } from '../components/your-data-card';
import { profileFormValues } from '../profile-schema';

export default function ProfilePage() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{t`Profile | VisaBridge`}</title>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        <Trans>Profile</Trans>
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <AccountCard user={user} />
            <PreferencesCard user={user} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {/* Keyed by the saved details, so a fresh server copy resets the form but a theme change does not. */}
            <ProfileForm key={JSON.stringify(profileFormValues(user))} user={user} />
            {user.role === 'general' && <SavedTravellersCard />}
            <SecurityCard />
            <TwoStepCard />
            <SignInsCard />
            <YourDataCard />
            <DeleteAccountCard />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
