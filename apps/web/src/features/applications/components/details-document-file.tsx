import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { formatDate, formatFileSize } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { DownloadDocumentButton } from '../../../components/documents/download-document-button';
import { useDeleteDocument } from '../api/use-delete-document';

type Props = { file: DocumentView; canRemove: boolean };

/** One uploaded file: its name, size and date, a download button and, on drafts, a remove button. */
export function DetailsDocumentFile({ file, canRemove }: Props) {
  const toast = useToast();
  const removal = useDeleteDocument();

  const remove = () =>
    removal.mutate(file.id, {
      onSuccess: ({ message }) => toast.success(message ?? 'Document deleted'),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(errorMessage(error));
      },
    });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file.fileName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(file.size)} · uploaded {formatDate(file.uploadedAt, 'short')}
        </Typography>
      </Box>
      <DownloadDocumentButton document={file} />
      {canRemove && (
        <Tooltip title="Remove">
          <IconButton aria-label={`Remove ${file.fileName}`} onClick={remove} loading={removal.isPending}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
