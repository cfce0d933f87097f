import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Grid, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useApplication } from '../api/use-application';
import { ApplicationRating } from '../components/details/application-rating';
import { ApplicationsDeleteDialog } from '../components/list/applications-delete-dialog';
import { DocumentRequestsNotice } from '../components/details/details-document-requests';
import { DetailsDocuments } from '../components/details/details-documents';
import { DetailsFacts } from '../components/details/details-facts';
import { DetailsFees } from '../components/details/details-fees';
import { DetailsActions, DetailsSubtitle, detailsTitle } from '../components/details/details-header';
import { DetailsLoadError } from '../components/details/details-load-error';
import { DetailsMessages } from '../components/details/details-messages';
import { DetailsNotFound } from '../components/details/details-not-found';
import { SectionCard } from '../../../components/layout/section-card';
import { DetailsTimeline } from '../components/details/details-timeline';

/** 400 (not an id) and 404 (not the user's, or gone) both mean: there is no such application of yours. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * One application: timeline, documents, fees and payment (a company's case is invoiced, so nothing to
 * pay), and the thread with the agent. Its applicant, the company that filed it and the employee it is
 * for all open it here.
 */
export default function ApplicationDetailsPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useApplication(id);
  const [isDeleting, setIsDeleting] = useState(false);

  if (query.isPending) return <PageLoader label={t`Loading the application...`} />;
  if (query.isError)
    return isMissing(query.error) ? (
      <DetailsNotFound />
    ) : (
      <DetailsLoadError error={query.error} onRetry={() => void query.refetch()} />
    );

  const application = query.data;
  return (
    <PageContainer
      title={detailsTitle(i18n, application)}
      subtitle={<DetailsSubtitle application={application} />}
      actions={<DetailsActions application={application} onDelete={() => setIsDeleting(true)} />}
    >
      {application.status === 'rejected' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          <AlertTitle>
            <Trans>This application was rejected</Trans>
          </AlertTitle>
          {application.rejectionReason ?? t`No reason was given.`}
        </Alert>
      )}
      <DocumentRequestsNotice count={application.openDocumentRequests.length} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <DetailsTimeline applicationId={application.id} status={application.status} />
            <ApplicationRating application={application} />
            <DetailsDocuments application={application} />
            <DetailsMessages application={application} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
          <Stack spacing={3}>
            <SectionCard id="summary" title={t`Summary`}>
              <DetailsFacts application={application} />
            </SectionCard>
            <DetailsFees application={application} />
          </Stack>
        </Grid>
      </Grid>
      <ApplicationsDeleteDialog
        application={isDeleting ? application : null}
        onClose={() => setIsDeleting(false)}
        onDeleted={() => navigate('/applications', { replace: true })}
      />
    </PageContainer>
  );
}
