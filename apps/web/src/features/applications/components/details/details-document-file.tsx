import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { formatDate, formatFileSize } from '../../../../lib/format';
import { DocumentAnalysis } from '../../../../components/documents/document-analysis';
import { DownloadDocumentButton } from '../../../../components/documents/download-document-button';
import { RejectedDocumentChip } from '../../../../components/documents/rejected-document-chip';
import { useDeleteDocument } from '../../api/use-delete-document';
import { useToastOutcome } from './use-toast-outcome';

type Props = { file: DocumentView; canRemove: boolean };

/**
 * One uploaded file: its name, size and date, whether staff rejected it and why, a download button,
 * on drafts a remove button, and the automatic check of a passport scan or photo.
 */
export function DetailsDocumentFile({ file, canRemove }: Props) {
  const { t } = useLingui();
  const toastOutcome = useToastOutcome();
  const removal = useDeleteDocument();
  const { fileName, reviewNote } = file;
  const fileSize = formatFileSize(file.size);
  const uploadedDate = formatDate(file.uploadedAt, 'short');

  // The file leaves the list once the documents reload, before the removal itself ends.
  const remove = () => void toastOutcome(removal.mutateAsync(file.id), t`Document deleted`);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.fileName}
            </Typography>
            {file.status === 'rejected' && <RejectedDocumentChip />}
          </Box>
          <Typography variant="caption" color="text.secondary">
            <Trans comment="a file's size, then the date it was uploaded">
              {fileSize} · uploaded {uploadedDate}
            </Trans>
          </Typography>
          {file.status === 'rejected' && reviewNote && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              <Trans comment="why staff rejected a document">Reason: {reviewNote}</Trans>
            </Typography>
          )}
        </Box>
        <DownloadDocumentButton document={file} />
        {canRemove && (
          <Tooltip title={t({ message: 'Remove', comment: 'button: delete an uploaded file' })}>
            <IconButton aria-label={t`Remove ${fileName}`} onClick={remove} loading={removal.isPending}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {file.analysis && <DocumentAnalysis analysis={file.analysis} />}
    </Box>
  );
}
