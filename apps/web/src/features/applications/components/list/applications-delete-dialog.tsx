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

/** Asks before a draft is deleted; the toast tells how it went. */
export function ApplicationsDeleteDialog({ application, onClose, onDeleted }: Props) {
  const toast = useToast();
  const deletion = useDeleteApplication();
  // The text stays while the dialog fades out after `application` went back to null.
  const [shown, setShown] = useState(application);
  if (application && application !== shown) setShown(application);

  const confirm = () => {
    if (!application) return;
    deletion.mutate(application.id, {
      onSuccess: () => {
        toast.success(applicationMessages.deleted);
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(applicationMessages.deleteFailed);
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
      <DialogTitle id="delete-application-title">Delete application</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-application-text">
          {applicationMessages.deleteConfirm}
        </DialogContentText>
        {shown && (
          <DialogContentText sx={{ mt: 1 }}>
            The draft for {shown.destination} (reference {shown.referenceNumber}) and its uploaded documents
            will be removed.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deletion.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={deletion.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
