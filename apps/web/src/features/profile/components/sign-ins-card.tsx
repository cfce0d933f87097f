import DevicesIcon from '@mui/icons-material/Devices';
import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { securityEventKindLabels } from '@visabridge/contract';
import type { OwnSessionView, OwnSignInView } from '@visabridge/contract';
import { QueryData } from '../../../components/query-data';
import { SectionCard } from '../../../components/layout/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useEndSessions, useOwnSessions, useOwnSignIns } from '../api/own-sessions';

function SessionList({ sessions }: { sessions: OwnSessionView[] }) {
  const end = useEndSessions();
  const toast = useToast();
  const endSessions = (sessionId: string | null) =>
    end.mutate(sessionId, {
      onSuccess: (result) => toast.success(result.message ?? 'Signed out'),
      onError: (error) => toast.error(errorMessage(error, 'That session could not be signed out')),
    });
  const hasOthers = sessions.some((session) => !session.isCurrent);
  return (
    <>
      <List aria-label="Active sessions" disablePadding>
        {sessions.map((session) => (
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
                  aria-label={`Sign out ${session.device}, last active ${formatDate(session.lastSeenAt, 'dateTime')}`}
                >
                  Sign out
                </Button>
              )
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{session.device}</span>
                  {session.isCurrent && <Chip size="small" color="primary" label="This device" />}
                </Stack>
              }
              secondary={`Signed in ${formatDate(session.createdAt, 'dateTime')} · last active ${formatDate(session.lastSeenAt, 'dateTime')}`}
            />
          </ListItem>
        ))}
      </List>
      {hasOthers && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => endSessions(null)} loading={end.isPending}>
            Sign out everywhere else
          </Button>
        </Box>
      )}
    </>
  );
}

function SignInList({ signIns }: { signIns: OwnSignInView[] }) {
  if (signIns.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No sign-ins in the last 30 days.
      </Typography>
    );
  return (
    <List aria-label="Recent sign-ins" dense disablePadding>
      {signIns.map((signIn) => (
        <ListItem key={signIn.id} disableGutters>
          <ListItemText
            primary={`${securityEventKindLabels[signIn.kind]} · ${signIn.device}`}
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
  const sessions = useOwnSessions();
  const signIns = useOwnSignIns();
  return (
    <SectionCard id="sign-ins" title="Sign-ins and devices" icon={DevicesIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Where your account is signed in now. If you do not recognise a device, sign it out and change your
        password.
      </Typography>
      <QueryData
        query={sessions}
        loadingLabel="Loading your sessions..."
        failureMessage="Your sessions could not be loaded"
      >
        {(found) => <SessionList sessions={found} />}
      </QueryData>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        Recent sign-ins
      </Typography>
      <QueryData
        query={signIns}
        loadingLabel="Loading your sign-ins..."
        failureMessage="Your sign-ins could not be loaded"
      >
        {(found) => <SignInList signIns={found} />}
      </QueryData>
    </SectionCard>
  );
}
