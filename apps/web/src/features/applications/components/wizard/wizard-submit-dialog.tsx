import SendIcon from '@mui/icons-material/Send';
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
  return (
    <Dialog
      open={isOpen}
      onClose={isSubmitting ? undefined : onCancel}
      aria-labelledby="submit-application-title"
      aria-describedby="submit-application-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="submit-application-title">Submit your application?</DialogTitle>
      <DialogContent>
        <Box id="submit-application-text">
          <DialogContentText>
            Your application for {draft.destination} (reference {draft.referenceNumber}) will be sent to our
            team for review.
          </DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>
            Once submitted it can no longer be edited. You can still message your agent and upload documents
            they ask for.
          </DialogContentText>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
          Fees due
        </Typography>
        <FeeBreakdown fees={draft.fees} isExplained={false} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          You pay by card once the application is submitted.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button variant="contained" endIcon={<SendIcon />} onClick={onSubmit} loading={isSubmitting}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
