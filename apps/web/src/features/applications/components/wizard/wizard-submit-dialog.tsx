import { Trans } from '@lingui/react/macro';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { SendArrowIcon } from '../../../../components/icons/send-arrow-icon';
import { FeeBreakdown } from '../../../../components/payments/fee-breakdown';

type Props = {
  draft: ApplicationView;
  isOpen: boolean;
  isSubmitting: boolean;
  onCancel: () => void;
  onSubmit: () => void;
};

/** Says what submitting means (review, no more edits, the fees due) before anything is sent. */
export function WizardSubmitDialog({ draft, isOpen, isSubmitting, onCancel, onSubmit }: Props) {
  const { destination, referenceNumber } = draft;
  return (
    <Dialog
      open={isOpen}
      onClose={isSubmitting ? undefined : onCancel}
      aria-labelledby="submit-application-title"
      aria-describedby="submit-application-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="submit-application-title">
        <Trans>Submit your application?</Trans>
      </DialogTitle>
      <DialogContent>
        <Box id="submit-application-text">
          <DialogContentText>
            <Trans>
              Your application for {destination} (reference {referenceNumber}) will be sent to our team for
              review.
            </Trans>
          </DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>
            <Trans>
              Once submitted it can no longer be edited. You can still message your agent and upload documents
              they ask for.
            </Trans>
          </DialogContentText>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
          <Trans>Fees due</Trans>
        </Typography>
        <FeeBreakdown fees={draft.fees} isExplained={false} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans>You pay by card once the application is submitted.</Trans>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" endIcon={<SendArrowIcon />} onClick={onSubmit} loading={isSubmitting}>
          <Trans comment="button: send the application for review">Submit</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
