import { Alert, AlertTitle } from '@mui/material';
import { passportExpiryProblem } from '@visabridge/contract';
import type { SubmissionDraft } from '@visabridge/contract';

/** Flags a passport that expires less than 6 months after departure, as soon as both dates are known. */
export function WizardPassportCheck({ draft }: { draft: SubmissionDraft }) {
  const problem = passportExpiryProblem(draft);
  if (!problem) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>Your passport expires too soon</AlertTitle>
      {problem.message}. Renew your passport or change your travel dates before you submit.
    </Alert>
  );
}
