import { Trans, useLingui } from '@lingui/react/macro';
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
import type { ApplicationListItemView } from '@visabridge/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryData } from '../../../../components/query-data';
import { useApplication } from '../../api/use-application';
import { applicationMessages } from '../../application-messages';
import { applicationPath, editApplicationPath } from '../../application-paths';
import { DetailsFacts } from '../details/details-facts';

type Props = { application: ApplicationListItemView | null; onClose: () => void };

/** The facts a list row does not carry, from the application's details. */
function DetailsDialogFacts({ id }: { id: string }) {
  const { t } = useLingui();
  const details = useApplication(id);
  return (
    <QueryData
      query={details}
      loadingLabel={t`Loading the application...`}
      failureMessage={t(applicationMessages.loadFailed)}
    >
      {(application) => (
        <>
          {application.rejectionReason && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <AlertTitle>
                <Trans>Rejection reason</Trans>
              </AlertTitle>
              {application.rejectionReason}
            </Alert>
          )}
          <DetailsFacts application={application} />
        </>
      )}
    </QueryData>
  );
}

/** A quick look at one application from the list, with the way to its full page (and to Edit for drafts). */
export function ApplicationsDetailsDialog({ application, onClose }: Props) {
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // The content stays while the dialog fades out after `application` went back to null.
  const [shown, setShown] = useState(application);
  if (application && application !== shown) setShown(application);
  const destination = shown?.destination;
  const referenceNumber = shown?.referenceNumber;

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
            <Trans comment="a dialog's title: the application's destination country, then its reference number">
              {destination} application {referenceNumber}
            </Trans>
          </DialogTitle>
          <DialogContent dividers>
            <DetailsDialogFacts id={shown.id} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            {shown.status === 'draft' && (
              <Button component={RouterLink} to={editApplicationPath(shown.id)} variant="outlined">
                <Trans comment="button: edit a draft application">Edit</Trans>
              </Button>
            )}
            <Button component={RouterLink} to={applicationPath(shown.id)} variant="contained">
              <Trans>Open full details</Trans>
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
