import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../../../lib/api/use-platform-stats';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useRegisterForm } from '../components/use-register-form';

export default function RegisterPage() {
  const registration = useRegisterForm();
  const { data: stats } = usePlatformStats();
  // The real count once there is more than one traveller to join; the plain sentence until then.
  const travellers = stats && stats.travellers > 1 ? `${formatNumber(stats.travellers)} ` : '';
  return (
    <AuthCard title="Create Your Account" subtitle={`Join ${travellers}travelers worldwide`} maxWidth="md">
      <RegisterForm {...registration} />
    </AuthCard>
  );
}
