import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { documentNameOf, type AgentApplicationView } from '@visabridge/contract';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDocuments } from '../../../lib/api/use-documents';
import { documentsCovered } from './application-row-text';
import { DocumentRequestForm } from './document-request-form';
import { ReviewDocumentItem } from './review-document-item';

/** Staff ask for or reject documents only while the application is being decided (the server agrees). */
const isUnderReview = (application: AgentApplicationView) =>
  application.status === 'pending' || application.status === 'in_review';

/** The uploaded files (download, reject), the documents asked for and not yet uploaded, and a new request. */
export function ReviewDocuments({ application }: { application: AgentApplicationView }) {
  const { t } = useLingui();
  const documents = useDocuments(application.id);
  const canReview = isUnderReview(application);
  const requests = application.openDocumentRequests;
  const covered = documentsCovered(application.documentsUploaded, application.requiredDocuments.length);

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans comment="{covered} is e.g. 3/5: the required documents with a file, out of all required">
          {covered} required documents covered.
        </Trans>
      </Typography>
      {documents.isPending && <Skeleton variant="rounded" height={72} aria-label={t`Loading documents`} />}
      {documents.isError && <Alert severity="error">{errorMessage(documents.error)}</Alert>}
      {documents.data?.length === 0 && (
        <Typography color="text.secondary">
          <Trans>No files uploaded.</Trans>
        </Typography>
      )}
      {documents.data && documents.data.length > 0 && (
        <List dense disablePadding aria-label={t`Uploaded documents`}>
          {documents.data.map((document) => (
            <ReviewDocumentItem
              key={document.id}
              document={document}
              name={documentNameOf(application, document.type)}
              canReject={canReview}
            />
          ))}
        </List>
      )}
      {requests.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <Trans>Requested, not uploaded yet</Trans>
          </Typography>
          <List dense disablePadding aria-label={t`Open document requests`}>
            {requests.map((request) => {
              const requestedOn = formatDate(request.requestedAt, 'short');
              return (
                <ListItem key={request.id} disableGutters>
                  <ListItemText
                    primary={documentNameOf(application, request.type)}
                    secondary={[
                      request.note,
                      t({
                        message: `requested ${requestedOn}`,
                        comment: 'when the agent asked for the document',
                      }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        </Alert>
      )}
      {canReview && <DocumentRequestForm application={application} />}
    </>
  );
}
