import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Skeleton, Step, StepConnector, StepLabel, Stepper, Typography } from '@mui/material';
import { applicationStatuses } from '@visabridge/contract';
import type { ApplicationStatus } from '@visabridge/contract';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useStatusHistory } from '../../../../lib/api/use-status-history';
import type { StatusHistoryEntry } from '../../../../lib/api/use-status-history';
import { SectionCard } from '../../../../components/layout/section-card';
import { applicationStatusNames } from '../../../../components/applications/application-status-names';

/** What happens after each status, shown as the next, not yet reached, step. */
const nextSteps: Partial<Record<ApplicationStatus, MessageDescriptor>> = {
  draft: msg`Submit the application when everything is filled in and uploaded`,
  pending: msg`An agent reviews your application`,
  in_review: msg`The decision: approved or rejected`,
};

/** A status's name; one this screen does not know (a newer server's) as the server wrote it. */
const labelOf = (status: string): MessageDescriptor | string => {
  const known = applicationStatuses.find((item) => item === status);
  return known ? applicationStatusNames[known] : status;
};

const brandName = 'VisaBridge';

function EntryDetails({ entry }: { entry: StatusHistoryEntry }) {
  const changedDate = formatDate(entry.changedAt, 'dateTime');
  const changedBy = entry.changedBy ?? brandName;
  const { note } = entry;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        <Trans comment="when an application's status changed, and who changed it (a person, or VisaBridge itself)">
          {changedDate} · by {changedBy}
        </Trans>
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {entry.toStatus === 'rejected' ? (
            <Trans comment="why an application was rejected">Reason: {note}</Trans>
          ) : (
            note
          )}
        </Typography>
      )}
    </>
  );
}

type Props = { applicationId: string; status: ApplicationStatus };

/** Every status change (who, when, note), oldest first, then the step that comes next. */
export function DetailsTimeline({ applicationId, status }: Props) {
  const { t } = useLingui();
  const history = useStatusHistory(applicationId);
  const nextStep = nextSteps[status];
  const next = nextStep && t(nextStep);
  const statusName = (status: string) => {
    const label = labelOf(status);
    return typeof label === 'string' ? label : t(label);
  };
  return (
    <SectionCard id="timeline" title={t`Status timeline`}>
      {history.isPending && <Skeleton variant="rounded" height={120} aria-label={t`Loading the timeline`} />}
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
                  {statusName(entry.toStatus)}
                </Typography>
              </StepLabel>
            </Step>
          ))}
          {next && (
            <Step component="li">
              {history.data.length > 0 && <StepConnector />}
              <StepLabel>
                <Typography component="span" color="text.secondary">
                  <Trans comment="the step of an application that comes next">Next: {next}</Trans>
                </Typography>
              </StepLabel>
            </Step>
          )}
        </Stepper>
      )}
    </SectionCard>
  );
}
