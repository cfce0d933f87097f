import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Box, Button, List, ListItem, Typography } from '@mui/material';
import { documentNameOf, type ApplicationView } from '@visabridge/contract';
import { useId } from 'react';
import { formatDate, formatNumber } from '../../../../lib/format';
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
  const { t } = useLingui();
  if (count === 0) return null;
  const documentCount = formatNumber(count);
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={showRequests} sx={{ whiteSpace: 'nowrap' }}>
          <Trans>Go to documents</Trans>
        </Button>
      }
    >
      {t`${plural(count, {
        one: `Your agent asked for ${documentCount} more document.`,
        other: `Your agent asked for ${documentCount} more documents.`,
      })}`}
    </Alert>
  );
}

type Props = { application: ApplicationView };

/** The documents staff asked for after submission, each with its note and an upload button. */
export function DetailsDocumentRequests({ application }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const requests = application.openDocumentRequests;
  if (requests.length === 0) return null;
  const documentsRequested = requests.length;
  const requestCount = formatNumber(documentsRequested);

  return (
    <Alert
      severity="warning"
      id={requestsId}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1, minWidth: 0 } }}
    >
      <AlertTitle id={titleId}>
        <Trans>Documents requested</Trans>
      </AlertTitle>
      <Typography variant="body2">
        {t`${plural(documentsRequested, {
          one: 'Please upload this document so the review can go on.',
          other: `Please upload these ${requestCount} documents so the review can go on.`,
        })}`}
      </Typography>
      <List disablePadding aria-label={t`Requested documents`}>
        {requests.map((request) => {
          const requestedDate = formatDate(request.requestedAt, 'short');
          return (
            <ListItem
              key={request.id}
              disableGutters
              sx={{ alignItems: 'flex-start', gap: 1.5, pt: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {documentNameOf(application, request.type)}
                </Typography>
                {request.note && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {request.note}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  <Trans comment="the date staff asked for a document">Requested {requestedDate}</Trans>
                </Typography>
              </Box>
              <DetailsUploadButton
                applicationId={application.id}
                type={request.type}
                name={documentNameOf(application, request.type)}
              />
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}
