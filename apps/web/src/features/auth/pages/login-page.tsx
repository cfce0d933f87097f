import { AuthCard } from '../components/auth-card';
import { DemoAccountsCard } from '../components/demo-accounts-card';
import { DemoNotice } from '../components/demo-notice';
import { LoginForm } from '../components/login-form';
import { useLoginForm } from '../components/use-login-form';

export default function LoginPage() {
  const { fillDemoAccount, ...login } = useLoginForm();
  return (
    <AuthCard
      title="Log In to Your Account"
      subtitle="Welcome back to VisaBridge"
      aside={<DemoAccountsCard onUse={fillDemoAccount} />}
    >
      <DemoNotice />
      <LoginForm {...login} />
    </AuthCard>
  );
}
