import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { AuthCard } from '../components/auth-card';
import { DemoAccountsCard } from '../components/demo-accounts-card';
import { DemoNotice } from '../components/demo-notice';
import { FormNotice } from '../../../components/form/form-error-alert';
import { LoginForm } from '../components/login-form';
import { useLoginForm } from '../components/use-login-form';

export default function LoginPage() {
  const { t } = useLingui();
  const { fillDemoAccount, form, onSubmit, serverError, notice } = useLoginForm();
  // Drawn again only when what it shows changes: react-hook-form redraws this page once just after it
  // mounts (in the same task as the page's takeover), which must not redraw the whole card.
  return useMemo(
    () => (
      <AuthCard
        title={t`Log In to Your Account`}
        subtitle={<Trans>Welcome back to VisaBridge</Trans>}
        aside={<DemoAccountsCard onUse={fillDemoAccount} />}
      >
        <DemoNotice />
        <FormNotice message={notice} />
        <LoginForm form={form} onSubmit={onSubmit} serverError={serverError} />
      </AuthCard>
    ),
    [t, fillDemoAccount, form, onSubmit, serverError, notice],
  );
}
