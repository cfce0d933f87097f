import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { useState } from 'react';
import { isSessionEnd } from '../../../../lib/api-client';
import { useToast } from '../../../../lib/use-toast';
import { useDeleteApplication } from '../../api/use-delete-application';
import { applicationMessages } from '../../application-messages';

/** What the dialog names: a list row or the full application. */
type DeletedApplication = Pick<ApplicationView, 'id' | 'destination' | 'referenceNumber'>;

type Props = { application: DeletedApplication | null; onClose: () => void; onDeleted?: () => void };

/** What the deletion removes. */
function DeletedDraft({ application }: { application: DeletedApplication }) {
  const { destination, referenceNumber } = application;
  return (
    <DialogContentText sx={{ mt: 1 }}>
      <Trans>
        The draft for {destination} (reference {referenceNumber}) and its uploaded documents will be removed.
      </Trans>
    </DialogContentText>
  );
}

/** Asks before a draft is deleted; the toast tells how it went. */
export function ApplicationsDeleteDialog({ application, onClose, onDeleted }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const deletion = useDeleteApplication();
  // The text stays while the dialog fades out after `application` went back to null.
  const [shown, setShown] = useState(application);
  if (application && application !== shown) setShown(application);

  const confirm = () => {
    if (!application) return;
    deletion.mutate(application.id, {
      onSuccess: () => {
        toast.success(t(applicationMessages.deleted));
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(t(applicationMessages.deleteFailed));
      },
    });
  };

  return (
    <Dialog
      open={application !== null}
      onClose={deletion.isPending ? undefined : onClose}
      aria-labelledby="delete-application-title"
      aria-describedby="delete-application-text"
    >
      <DialogTitle id="delete-application-title">
        <Trans>Delete application</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-application-text">
          {t(applicationMessages.deleteConfirm)}
        </DialogContentText>
        {shown && <DeletedDraft application={shown} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deletion.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={deletion.isPending}>
          <Trans comment="button: delete an application for good">Delete</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
