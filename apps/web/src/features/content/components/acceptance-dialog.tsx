import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import type { PendingAcceptanceView } from '@visabridge/contract';
import { useId } from 'react';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useAcceptPages } from '../api/accept-pages';
import { usePendingAcceptances } from '../api/list-pending-acceptances';

function PendingPagesDialog({ userId, pages }: { userId: string; pages: PendingAcceptanceView[] }) {
  const titleId = `${useId()}-title`;
  const accept = useAcceptPages(userId);
  const toast = useToast();
  const names = pages.map((page) => page.title).join(' and ');

  const onAccept = () =>
    accept.mutate(pages, {
      onSuccess: () => toast.success(`Thank you: you accepted the new ${names}.`),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(errorMessage(error));
      },
    });

  // No onClose: the dialog stays until the new versions are accepted (or the user signs out elsewhere).
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth disableEscapeKeyDown>
      <DialogTitle id={titleId}>We have updated our {names}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Please read what changed and accept the new {pages.length > 1 ? 'versions' : 'version'} to go on
          using VisaBridge.
        </DialogContentText>
        <List>
          {pages.map((page) => (
            <ListItem key={page.slug} disableGutters>
              <ListItemText
                primary={
                  <Link href={`/${page.slug}`} target="_blank" rel="noopener">
                    Read the {page.title} (version {page.version}, opens in a new tab)
                    <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
                  </Link>
                }
                secondary={`Updated ${formatDate(page.updatedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAccept} loading={accept.isPending}>
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks a signed-in user to accept Terms or Privacy versions published since they last accepted them. */
export function AcceptanceDialog() {
  const { user } = useAuth();
  const pending = usePendingAcceptances(user?.id);
  if (!user || !pending.data?.length) return null;
  return <PendingPagesDialog userId={user.id} pages={pending.data} />;
}
