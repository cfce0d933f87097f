import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useAcceptTripInvitation } from '../../../lib/api/trips';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLinkToken } from '../../../lib/use-link-token';
import { useToast } from '../../../lib/use-toast';
import { FollowInvitationCard } from '../components/follow-invitation-card';

/**
 * /join-trip: opened, signed in, from the email a trip's owner sent a traveller on it. Taking it up shows the
 * traveller's own application in their account, to upload its documents and answer its agent.
 */
export default function JoinTripPage() {
  const { t } = useLingui();
  const token = useLinkToken();
  const { user } = useAuth();
  const email = user?.email;
  const acceptance = useAcceptTripInvitation();
  const navigate = useNavigate();
  const toast = useToast();

  const join = async () => {
    try {
      const { data, message } = await acceptance.mutateAsync(token);
      toast.success(message ?? t`You now follow your application`);
      await navigate(`/applications/${data.applicationId}`, { replace: true });
    } catch (error) {
      if (isSessionEnd(error)) return;
    }
  };

  return (
    <FollowInvitationCard
      title={t`Follow your visa application`}
      subtitle={t`Someone applying for your trip invited you to follow your own application.`}
      invalidMessage={
        token
          ? null
          : t`This invitation link is incomplete. Open the link from the email again, or ask for a new invitation.`
      }
      error={acceptance.isError ? errorMessage(acceptance.error) : null}
      actionLabel={t`Follow my application`}
      isPending={acceptance.isPending}
      onAccept={() => void join()}
    >
      <Trans>
        You are signed in as <strong>{email}</strong>. Follow your application from this account to see where
        it stands, upload its documents and answer its agent. You will not see the trip or anyone else on it.
      </Trans>
    </FollowInvitationCard>
  );
}
