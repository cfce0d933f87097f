import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { formatDate, formatFileSize } from '../../../../lib/format';
import { DocumentAnalysis } from '../../../../components/documents/document-analysis';
import { DownloadDocumentButton } from '../../../../components/documents/download-document-button';
import { useDeleteDocument } from '../../api/use-delete-document';
import { useToastOutcome } from './use-toast-outcome';

type Props = { file: DocumentView; canRemove: boolean };

/**
 * One uploaded file: its name, size and date, whether staff rejected it and why, a download button,
 * on drafts a remove button, and the automatic check of a passport scan or photo.
 */
export function DetailsDocumentFile({ file, canRemove }: Props) {
  const toastOutcome = useToastOutcome();
  const removal = useDeleteDocument();

  // The file leaves the list once the documents reload, before the removal itself ends.
  const remove = () => void toastOutcome(removal.mutateAsync(file.id), 'Document deleted');

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.fileName}
            </Typography>
            {file.status === 'rejected' && (
              <Chip component="span" size="small" color="error" label="Rejected" />
            )}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(file.size)} · uploaded {formatDate(file.uploadedAt, 'short')}
          </Typography>
          {file.status === 'rejected' && file.reviewNote && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              Reason: {file.reviewNote}
            </Typography>
          )}
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
      {file.analysis && <DocumentAnalysis analysis={file.analysis} />}
    </Box>
  );
}
