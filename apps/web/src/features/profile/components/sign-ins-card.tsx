import { Trans, useLingui } from '@lingui/react/macro';
import DevicesIcon from '@mui/icons-material/Devices';
import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { OwnSessionView, OwnSignInView } from '@visabridge/contract';
import { QueryData } from '../../../components/query-data';
import { SectionCard } from '../../../components/layout/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { securityEventKindNames } from '../../../components/names/security-event-kind-names';
import { useToast } from '../../../lib/use-toast';
import { useEndSessions, useOwnSessions, useOwnSignIns } from '../api/own-sessions';

function SessionList({ sessions }: { sessions: OwnSessionView[] }) {
  const { t } = useLingui();
  const end = useEndSessions();
  const toast = useToast();
  const endSessions = (sessionId: string | null) =>
    end.mutate(sessionId, {
      onSuccess: (result) =>
        toast.success(
          result.message ?? t({ message: 'Signed out', comment: 'toast: a signed-in session was ended' }),
        ),
      onError: (error) => toast.error(errorMessage(error, t`That session could not be signed out`)),
    });
  const hasOthers = sessions.some((session) => !session.isCurrent);
  return (
    <>
      <List aria-label={t`Active sessions`} disablePadding>
        {sessions.map((session) => {
          const { device } = session;
          const signedIn = formatDate(session.createdAt, 'dateTime');
          const lastActive = formatDate(session.lastSeenAt, 'dateTime');
          return (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                !session.isCurrent && (
                  <Button
                    size="small"
                    onClick={() => endSessions(session.id)}
                    disabled={end.isPending}
                    aria-label={t`Sign out ${device}, last active ${lastActive}`}
                  >
                    <Trans comment="button: end the session on one device">Sign out</Trans>
                  </Button>
                )
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{device}</span>
                    {session.isCurrent && <Chip size="small" color="primary" label={t`This device`} />}
                  </Stack>
                }
                secondary={t`Signed in ${signedIn} · last active ${lastActive}`}
              />
            </ListItem>
          );
        })}
      </List>
      {hasOthers && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => endSessions(null)} loading={end.isPending}>
            <Trans>Sign out everywhere else</Trans>
          </Button>
        </Box>
      )}
    </>
  );
}

function SignInList({ signIns }: { signIns: OwnSignInView[] }) {
  const { t } = useLingui();
  if (signIns.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        <Trans>No sign-ins in the last 30 days.</Trans>
      </Typography>
    );
  return (
    <List aria-label={t`Recent sign-ins`} dense disablePadding>
      {signIns.map((signIn) => (
        <ListItem key={signIn.id} disableGutters>
          <ListItemText
            primary={`${t(securityEventKindNames[signIn.kind])} · ${signIn.device}`}
            secondary={formatDate(signIn.createdAt, 'dateTime')}
            slotProps={{
              primary: { color: signIn.kind === 'sign_in_succeeded' ? 'text.primary' : 'error' },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Sign-ins and devices: where the account is signed in (each can be signed out) and the recent sign-ins. */
export function SignInsCard() {
  const { t } = useLingui();
  const sessions = useOwnSessions();
  const signIns = useOwnSignIns();
  return (
    <SectionCard id="sign-ins" title={t`Sign-ins and devices`} icon={DevicesIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          Where your account is signed in now. If you do not recognise a device, sign it out and change your
          password.
        </Trans>
      </Typography>
      <QueryData
        query={sessions}
        loadingLabel={t`Loading your sessions...`}
        failureMessage={t`Your sessions could not be loaded`}
      >
        {(found) => <SessionList sessions={found} />}
      </QueryData>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        <Trans>Recent sign-ins</Trans>
      </Typography>
      <QueryData
        query={signIns}
        loadingLabel={t`Loading your sign-ins...`}
        failureMessage={t`Your sign-ins could not be loaded`}
      >
        {(found) => <SignInList signIns={found} />}
      </QueryData>
    </SectionCard>
  );
}
