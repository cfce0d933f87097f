import { Trans, useLingui } from '@lingui/react/macro';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { StaffApplicationView } from '@visabridge/contract';
import { LoadErrorAlert } from '../../../components/alerts/load-error-alert';
import { errorMessage } from '../../../lib/api-client';
import type { ApplicationRef } from '../application-ref';
import { PriorityChip } from '../../../components/applications/priority-chip';
import { StatusChip } from '../../../components/applications/status-chip';
import { PaymentStateChip } from '../../../components/payments/payment-state-chip';
import { useStaffApplication } from '../api/use-staff-application';
import { ApplicantFacts } from './applicant-facts';
import { ClientContact } from './client-contact';
import { DetailSection } from './detail-section';
import { MessageThread } from './message-thread';
import { ReviewDocuments } from './review-documents';
import { StatusChangeForm } from './status-change-form';
import { StatusHistoryList } from './status-history-list';

type Props = {
  row: ApplicationRef;
  agentId: string;
  onClose: () => void;
  onContact: (application: ApplicationRef) => void;
};

/** Everything the agent needs to decide: the applicant, documents, messages, status and its history. */
export function ApplicationDetailContent({ row, agentId, onClose, onContact }: Props) {
  const { t } = useLingui();
  const detail = useStaffApplication(row.id);
  // The list's row names the application until its details arrive.
  const application = detail.data;
  const shown = application ?? row;
  const { referenceNumber } = shown;

  return (
    <>
      <DialogTitle id="application-detail-title" sx={{ pb: 1 }}>
        <Trans>Application {referenceNumber}</Trans>
      </DialogTitle>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 3, pb: 1.5 }}>
        <StatusChip status={shown.status} />
        <PriorityChip priority={shown.priority} />
        {application && <PaymentStateChip payment={application.payment} isOwner={false} />}
        <Typography component="span" variant="body2" color="text.secondary">
          {shown.destination} · {shown.visaTypeName}
        </Typography>
      </Box>
      <Box sx={{ height: 4 }}>
        {detail.isFetching && <LinearProgress aria-label={t`Loading the application`} />}
      </Box>
      <DialogContent dividers>
        {detail.isError && !application && (
          <LoadErrorAlert message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
        )}
        {application && <ApplicationDetails application={application} agentId={agentId} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>
          <Trans context="dialog button" comment="button: closes the dialog">
            Close
          </Trans>
        </Button>
        <Button variant="contained" startIcon={<MailOutlineIcon />} onClick={() => onContact(shown)}>
          <Trans>Contact client</Trans>
        </Button>
      </DialogActions>
    </>
  );
}

/** The applicant, documents, details, status, history and messages of a loaded application. */
function ApplicationDetails({
  application,
  agentId,
}: {
  application: StaffApplicationView;
  agentId: string;
}) {
  const { t } = useLingui();
  const { rejectionReason } = application;
  const tripReference = application.trip?.reference;
  return (
    <>
      {rejectionReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Trans comment="why the application was rejected">Rejected: {rejectionReason}</Trans>
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3} divider={<Divider flexItem />}>
            <DetailSection
              title={t({ message: 'Client', comment: 'section: the applicant, with their contacts' })}
            >
              <ClientContact application={application} />
            </DetailSection>
            {application.trip && (
              <DetailSection title={t`Trip ${tripReference}`}>
                <TripTravellers application={application} />
              </DetailSection>
            )}
            <DetailSection
              title={t({ message: 'Documents', comment: "section: the application's documents" })}
            >
              <ReviewDocuments application={application} />
            </DetailSection>
            <DetailSection title={t`Personal and travel details`}>
              <ApplicantFacts application={application} />
            </DetailSection>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3} divider={<Divider flexItem />}>
            <DetailSection title={t({ message: 'Status', comment: "section: the application's status" })}>
              <StatusChangeForm key={application.status} application={application} agentId={agentId} />
            </DetailSection>
            <DetailSection title={t`Status history`}>
              <StatusHistoryList applicationId={application.id} />
            </DetailSection>
            <DetailSection
              title={t({ message: 'Messages', comment: 'section: messages with the applicant' })}
            >
              <MessageThread applicationId={application.id} />
            </DetailSection>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}

/** The others travelling with the client on the same trip, each a case of its own. */
function TripTravellers({ application }: { application: StaffApplicationView }) {
  const { t } = useLingui();
  if (application.tripTravellers.length === 0)
    return (
      <Typography variant="body2">
        <Trans>No one else on this trip has a case with you.</Trans>
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label={t`Also on this trip`}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {application.tripTravellers.map((traveller) => (
        <Box
          component="li"
          key={traveller.id}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {traveller.name}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'monospace' }}
          >
            {traveller.referenceNumber}
          </Typography>
          <StatusChip status={traveller.status} />
        </Box>
      ))}
    </Box>
  );
}
