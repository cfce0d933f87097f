import { messages } from '@visabridge/contract';
import { SetPasswordCard } from '../components/set-password-card';

/** Opened from the invitation an administrator or a company sent: the new user chooses their password. */
export default function AcceptInvitationPage() {
  return (
    <SetPasswordCard
      title="Welcome to VisaBridge"
      subtitle="Choose a password to finish setting up your account."
      submitLabel="Set Password"
      path="/auth/accept-invitation"
      invalidMessage={messages.invitationInvalid}
      successMessage={messages.passwordSet}
    />
  );
}
