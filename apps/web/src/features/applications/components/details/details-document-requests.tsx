import { Alert, AlertTitle, Box, Button, List, ListItem, Typography } from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { useId } from 'react';
import { formatDate } from '../../../../lib/format';
import { DetailsUploadButton } from './details-upload-button';

const requestsId = 'document-requests';

/** Scrolls to the requests and moves the focus there, so keyboard users land beside the upload buttons. */
const showRequests = () => {
  const requests = document.getElementById(requestsId);
  requests?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  requests?.focus({ preventScroll: true });
};

/** At the top of the page, where it is seen first: how many documents staff asked for, with a way there. */
export function DocumentRequestsNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={showRequests} sx={{ whiteSpace: 'nowrap' }}>
          Go to documents
        </Button>
      }
    >
      {count === 1
        ? 'Your agent asked for 1 more document.'
        : `Your agent asked for ${count} more documents.`}
    </Alert>
  );
}

type Props = { application: ApplicationView };

/** The documents staff asked for after submission, each with its note and an upload button. */
export function DetailsDocumentRequests({ application }: Props) {
  const titleId = useId();
  const requests = application.openDocumentRequests;
  if (requests.length === 0) return null;

  return (
    <Alert
      severity="warning"
      id={requestsId}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1, minWidth: 0 } }}
    >
      <AlertTitle id={titleId}>Documents requested</AlertTitle>
      <Typography variant="body2">
        {requests.length === 1
          ? 'Please upload this document so the review can go on.'
          : `Please upload these ${requests.length} documents so the review can go on.`}
      </Typography>
      <List disablePadding aria-label="Requested documents">
        {requests.map((request) => (
          <ListItem
            key={request.id}
            disableGutters
            sx={{ alignItems: 'flex-start', gap: 1.5, pt: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.type}</Typography>
              {request.note && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {request.note}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                Requested {formatDate(request.requestedAt, 'short')}
              </Typography>
            </Box>
            <DetailsUploadButton applicationId={application.id} type={request.type} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
