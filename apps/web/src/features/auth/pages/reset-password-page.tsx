import { messages } from '@visabridge/contract';
import { SetPasswordCard } from '../components/set-password-card';

export default function ResetPasswordPage() {
  return (
    <SetPasswordCard
      title="Reset Password"
      subtitle="Choose a new password for your account."
      submitLabel="Reset Password"
      path="/auth/reset-password"
      invalidMessage={messages.resetTokenInvalid}
      successMessage={messages.passwordReset}
      newLinkPath="/forgot-password"
    />
  );
}
