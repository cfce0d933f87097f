import { Container, Grid, Typography } from '@mui/material';
import { useAuth } from '../../../lib/auth/auth-context';
import { AccountCard } from '../components/account-card';
import { ProfileForm } from '../components/profile-form';

export default function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>Profile | VisaBridge</title>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        Profile
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <AccountCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {/* Keyed by update time so a fresh server copy resets the form's defaults. */}
          <ProfileForm key={user.updatedAt} user={user} />
        </Grid>
      </Grid>
    </Container>
  );
}
