import { useLingui } from '@lingui/react/macro';
import { messages } from '@visabridge/contract';
import { SetPasswordCard } from '../components/set-password-card';

/** Opened from the invitation an administrator or a company sent: the new user chooses their password. */
export default function AcceptInvitationPage() {
  const { t } = useLingui();
  return (
    <SetPasswordCard
      title={t`Welcome to VisaBridge`}
      subtitle={t`Choose a password to finish setting up your account.`}
      submitLabel={t`Set Password`}
      path="/auth/accept-invitation"
      invalidMessage={messages.invitationInvalid}
      successMessage={messages.passwordSet}
    />
  );
}
