import { useLingui } from '@lingui/react/macro';
import { messages } from '@visabridge/contract';
import { SetPasswordCard } from '../components/set-password-card';

export default function ResetPasswordPage() {
  const { t } = useLingui();
  return (
    <SetPasswordCard
      title={t`Reset Password`}
      subtitle={t`Choose a new password for your account.`}
      submitLabel={t`Reset Password`}
      path="/auth/reset-password"
      invalidMessage={messages.resetTokenInvalid}
      successMessage={messages.passwordReset}
      newLinkPath="/forgot-password"
    />
  );
}
