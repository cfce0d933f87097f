import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@visabridge/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/use-toast';
import { useLinkEmployee } from '../api/link-employee';
import { FollowInvitationCard } from '../components/follow-invitation-card';
import { useLinkToken } from '../../../lib/use-link-token';

/**
 * Opened, signed in, from a company's invitation to a traveller who already has an account: connecting
 * it shows the applications the company files for them in My Applications.
 */
export default function LinkAccountPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = useLinkToken();
  const employeeId = params.get('employee')?.trim() ?? '';
  const { user } = useAuth();
  const email = user?.email;
  const link = useLinkEmployee();
  const navigate = useNavigate();
  const toast = useToast();

  const connect = async () => {
    try {
      const { message } = await link.mutateAsync({ token, employeeId });
      toast.success(message ?? messages.employeeAccountLinked);
      await navigate('/applications', { replace: true });
    } catch (error) {
      if (isSessionEnd(error)) return;
    }
  };

  return (
    <FollowInvitationCard
      title={t`Connect your account`}
      subtitle={t`Your company invited you to follow the visa applications it files for you.`}
      invalidMessage={!token || !employeeId ? messages.employeeInvitationInvalid : null}
      error={link.isError ? errorMessage(link.error) : null}
      actionLabel={t`Connect my account`}
      isPending={link.isPending}
      onAccept={() => void connect()}
    >
      <Trans>
        You are signed in as <strong>{email}</strong>. Connect this account to see the applications in My
        Applications, upload the documents they need and answer your agent.
      </Trans>
    </FollowInvitationCard>
  );
}
