import { Alert, Skeleton, Step, StepConnector, StepLabel, Stepper, Typography } from '@mui/material';
import { applicationStatuses, statusLabel } from '@visabridge/contract';
import type { ApplicationStatus } from '@visabridge/contract';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useStatusHistory } from '../../../../lib/api/use-status-history';
import type { StatusHistoryEntry } from '../../../../lib/api/use-status-history';
import { SectionCard } from '../../../../components/layout/section-card';

/** What happens after each status, shown as the next, not yet reached, step. */
const nextSteps: Partial<Record<ApplicationStatus, string>> = {
  draft: 'Submit the application when everything is filled in and uploaded',
  pending: 'An agent reviews your application',
  in_review: 'The decision: approved or rejected',
};

const labelOf = (status: string) => {
  const known = applicationStatuses.find((item) => item === status);
  return known ? statusLabel(known) : status;
};

function EntryDetails({ entry }: { entry: StatusHistoryEntry }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {formatDate(entry.changedAt, 'dateTime')} · by {entry.changedBy ?? 'VisaBridge'}
      </Typography>
      {entry.note && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {entry.toStatus === 'rejected' ? `Reason: ${entry.note}` : entry.note}
        </Typography>
      )}
    </>
  );
}

type Props = { applicationId: string; status: ApplicationStatus };

/** Every status change (who, when, note), oldest first, then the step that comes next. */
export function DetailsTimeline({ applicationId, status }: Props) {
  const history = useStatusHistory(applicationId);
  const next = nextSteps[status];
  return (
    <SectionCard id="timeline" title="Status timeline">
      {history.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading the timeline" />}
      {history.isError && <Alert severity="error">{errorMessage(history.error)}</Alert>}
      {history.data && (
        <Stepper
          component="ol"
          orientation="vertical"
          activeStep={history.data.length}
          // The line between steps goes inside each list item: an ordered list holds items only.
          connector={null}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {history.data.map((entry, index) => (
            <Step component="li" key={entry.id} completed>
              {index > 0 && <StepConnector />}
              <StepLabel error={entry.toStatus === 'rejected'} optional={<EntryDetails entry={entry} />}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {labelOf(entry.toStatus)}
                </Typography>
              </StepLabel>
            </Step>
          ))}
          {next && (
            <Step component="li">
              {history.data.length > 0 && <StepConnector />}
              <StepLabel>
                <Typography component="span" color="text.secondary">
                  Next: {next}
                </Typography>
              </StepLabel>
            </Step>
          )}
        </Stepper>
      )}
    </SectionCard>
  );
}
