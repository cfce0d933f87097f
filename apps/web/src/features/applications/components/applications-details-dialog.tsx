import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { applicationPath, editApplicationPath } from '../application-paths';
import { DetailsFacts } from './details-facts';

type Props = { application: ApplicationView | null; onClose: () => void };

/** A quick look at one application from the list, with the way to its full page (and to Edit for drafts). */
export function ApplicationsDetailsDialog({ application, onClose }: Props) {
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // The content stays while the dialog fades out after `application` went back to null.
  const [shown, setShown] = useState(application);
  if (application && application !== shown) setShown(application);

  return (
    <Dialog
      open={application !== null}
      onClose={onClose}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="application-details-title"
    >
      {shown && (
        <>
          <DialogTitle id="application-details-title">
            {shown.destination} application {shown.referenceNumber}
          </DialogTitle>
          <DialogContent dividers>
            {shown.rejectionReason && (
              <Alert severity="error" sx={{ mb: 2 }}>
                <AlertTitle>Rejection reason</AlertTitle>
                {shown.rejectionReason}
              </Alert>
            )}
            <DetailsFacts application={shown} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>Close</Button>
            {shown.status === 'draft' && (
              <Button component={RouterLink} to={editApplicationPath(shown.id)} variant="outlined">
                Edit
              </Button>
            )}
            <Button component={RouterLink} to={applicationPath(shown.id)} variant="contained">
              Open full details
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
