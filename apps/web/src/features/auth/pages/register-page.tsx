import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../../../lib/api/use-platform-stats';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useRegisterForm } from '../components/use-register-form';

/** The real count once there is more than one traveller to join; the plain sentence until then. */
function JoinTravellers({ travellers }: { travellers?: number }) {
  if (!travellers || travellers <= 1) return <Trans>Join travelers worldwide</Trans>;
  // Written in the account's number format; the count still picks the plural form.
  const count = formatNumber(travellers);
  return (
    <Plural
      value={travellers}
      one={`Join ${count} traveler worldwide`}
      other={`Join ${count} travelers worldwide`}
    />
  );
}

export default function RegisterPage() {
  const { t } = useLingui();
  const registration = useRegisterForm();
  const { data: stats } = usePlatformStats();
  return (
    <AuthCard
      title={t`Create Your Account`}
      subtitle={<JoinTravellers travellers={stats?.travellers} />}
      maxWidth="md"
    >
      <RegisterForm {...registration} />
    </AuthCard>
  );
}
