import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { documentNameOf, type ApplicationView, type DocumentView } from '@visabridge/contract';
import { errorMessage } from '../../../../lib/api-client';
import { useDocuments } from '../../../../lib/api/use-documents';
import { DetailsDocumentFile } from './details-document-file';
import { DetailsDocumentRequests } from './details-document-requests';
import { SectionCard } from '../../../../components/layout/section-card';
import { DetailsUploadButton } from './details-upload-button';

type Item = { type: string; isRequired: boolean; files: DocumentView[] };

/** The checklist items with their files, then any file uploaded under another label. */
const itemsOf = (required: readonly string[], files: readonly DocumentView[]): Item[] => {
  const others = [...new Set(files.map((file) => file.type))].filter((type) => !required.includes(type));
  return [
    ...required.map((type) => ({ type, isRequired: true, files: [] as DocumentView[] })),
    ...others.map((type) => ({ type, isRequired: false, files: [] as DocumentView[] })),
  ].map((item) => ({ ...item, files: files.filter((file) => file.type === item.type) }));
};

/** An item is done once it has a file staff have not rejected. */
const isDone = (item: Item) => item.files.some((file) => file.status === 'uploaded');

const ItemIcon = ({ item }: { item: Item }) => {
  if (isDone(item)) return <CheckCircleIcon color="success" sx={{ mt: 0.25 }} aria-hidden="true" />;
  if (item.files.length > 0) return <HighlightOffIcon color="error" sx={{ mt: 0.25 }} aria-hidden="true" />;
  return <RadioButtonUncheckedIcon color="disabled" sx={{ mt: 0.25 }} aria-hidden="true" />;
};

const missingText = (item: Item): MessageDescriptor => {
  if (item.files.length > 0) return msg`A new file is needed`;
  return item.isRequired ? msg`Not uploaded yet` : msg`No file`;
};

type Props = { application: ApplicationView };

const isUnderReview = (application: ApplicationView) =>
  application.status === 'pending' || application.status === 'in_review';

/** The info line above the list: what may still be added. */
const uploadRuleOf = (application: ApplicationView): MessageDescriptor => {
  if (application.status === 'draft')
    return msg`PDF, JPEG or PNG files up to 10 MB. You can add and remove documents until you submit the application.`;
  if (application.filedBy && isUnderReview(application))
    return msg`Your company filed this application without documents: upload the checklist items here (PDF, JPEG or PNG, up to 10 MB) and any your agent requests. Uploaded files cannot be removed.`;
  return msg`This application has been submitted, so its documents are locked: nothing can be removed, and only documents your agent requests can be added. You can still download them.`;
};

/**
 * What staff asked for, what the checklist asks for and what is uploaded (downloadable, rejections
 * with their reasons); uploads for any item while the application is a draft, and for a company's
 * checklist items while its case is decided.
 */
export function DetailsDocuments({ application }: Props) {
  const { t } = useLingui();
  const documents = useDocuments(application.id);
  const canUpload = application.status === 'draft';
  const canAnswerChecklist = Boolean(application.filedBy) && isUnderReview(application);
  const items = itemsOf(application.requiredDocuments, documents.data ?? []);

  return (
    <SectionCard id="documents" title={t`Documents`}>
      <DetailsDocumentRequests application={application} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {t(uploadRuleOf(application))}
      </Alert>
      {documents.isPending && <Skeleton variant="rounded" height={96} aria-label={t`Loading documents`} />}
      {documents.isError && <Alert severity="error">{errorMessage(documents.error)}</Alert>}
      {documents.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">
          <Trans>No documents are required or uploaded for this application.</Trans>
        </Typography>
      )}
      {documents.isSuccess && items.length > 0 && (
        <List disablePadding aria-label={t`Documents`}>
          {items.map((item) => (
            <ListItem
              key={item.type}
              divider
              disableGutters
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <ItemIcon item={item} />
              {/* On a phone the item takes the row beside its icon and the upload button goes below. */}
              <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 36px)', sm: 'auto' } }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {documentNameOf(application, item.type)}
                </Typography>
                {!isDone(item) && (
                  <Typography variant="body2" color={item.files.length > 0 ? 'error' : 'text.secondary'}>
                    {t(missingText(item))}
                  </Typography>
                )}
                {item.files.length > 0 && (
                  <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                    {item.files.map((file) => (
                      <DetailsDocumentFile key={file.id} file={file} canRemove={canUpload} />
                    ))}
                  </Stack>
                )}
              </Box>
              {(canUpload || (canAnswerChecklist && item.isRequired && !isDone(item))) && (
                <Box sx={{ ml: { xs: 4.5, sm: 0 } }}>
                  <DetailsUploadButton
                    applicationId={application.id}
                    type={item.type}
                    name={documentNameOf(application, item.type)}
                  />
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
