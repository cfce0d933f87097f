import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import type { ApplicationView, DocumentView } from '@visabridge/contract';
import { errorMessage } from '../../../lib/api-client';
import { useDocuments } from '../api/use-documents';
import { DetailsDocumentFile } from './details-document-file';
import { SectionCard } from '../../../components/section-card';
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

type Props = { application: ApplicationView };

/** What the checklist asks for, what is uploaded (downloadable), and uploads while the application is a draft. */
export function DetailsDocuments({ application }: Props) {
  const documents = useDocuments(application.id);
  const canUpload = application.status === 'draft';
  const items = itemsOf(application.requiredDocuments, documents.data ?? []);

  return (
    <SectionCard id="documents" title="Documents">
      <Alert severity="info" sx={{ mb: 2 }}>
        {canUpload
          ? 'PDF, JPEG or PNG files up to 10 MB. You can add and remove documents until you submit the application.'
          : 'This application has been submitted, so its documents are locked: nothing can be added or removed. You can still download them.'}
      </Alert>
      {documents.isPending && <Skeleton variant="rounded" height={96} aria-label="Loading documents" />}
      {documents.isError && <Alert severity="error">{errorMessage(documents.error)}</Alert>}
      {documents.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">
          No documents are required or uploaded for this application.
        </Typography>
      )}
      {documents.isSuccess && items.length > 0 && (
        <List disablePadding aria-label="Documents">
          {items.map((item) => (
            <ListItem
              key={item.type}
              divider
              disableGutters
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
            >
              {item.files.length > 0 ? (
                <CheckCircleIcon color="success" sx={{ mt: 0.25 }} aria-hidden="true" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" sx={{ mt: 0.25 }} aria-hidden="true" />
              )}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{item.type}</Typography>
                {item.files.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {item.isRequired ? 'Not uploaded yet' : 'No file'}
                  </Typography>
                ) : (
                  <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                    {item.files.map((file) => (
                      <DetailsDocumentFile key={file.id} file={file} canRemove={canUpload} />
                    ))}
                  </Stack>
                )}
              </Box>
              {canUpload && <DetailsUploadButton applicationId={application.id} type={item.type} />}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
