import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n, t } = useLingui();
  // The pages' titles as the page's language lists them: 'Terms of Service and Privacy Policy'.
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    pages.map((page) => page.title),
  );
  const pageCount = pages.length;

  const onAccept = () =>
    accept.mutate(pages, {
      onSuccess: () => toast.success(t`Thank you: you accepted the new ${names}.`),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(errorMessage(error));
      },
    });

  // No onClose: the dialog stays until the new versions are accepted (or the user signs out elsewhere).
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth disableEscapeKeyDown>
      <DialogTitle id={titleId}>
        <Trans comment="{names} lists the titles of the updated pages, e.g. Terms of Service and Privacy Policy">
          We have updated our {names}
        </Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t`${plural(pageCount, {
            one: 'Please read what changed and accept the new version to go on using VisaBridge.',
            other: 'Please read what changed and accept the new versions to go on using VisaBridge.',
          })}`}
        </DialogContentText>
        <List>
          {pages.map(({ slug, title: pageTitle, version, updatedAt }) => {
            const updatedDate = formatDate(updatedAt);
            return (
              <ListItem key={slug} disableGutters>
                <ListItemText
                  primary={
                    <Link href={`/${slug}`} target="_blank" rel="noopener">
                      <Trans>
                        Read the {pageTitle} (version {version}, opens in a new tab)
                      </Trans>
                      <OpenInNewIcon
                        fontSize="inherit"
                        sx={{ ml: 0.5, verticalAlign: 'middle' }}
                        aria-hidden
                      />
                    </Link>
                  }
                  secondary={t({
                    message: `Updated ${updatedDate}`,
                    comment: 'when a page was last changed',
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAccept} loading={accept.isPending}>
          <Trans comment="button: accept the new versions of the Terms or Privacy Policy">Accept</Trans>
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
