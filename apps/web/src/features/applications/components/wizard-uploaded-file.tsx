import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { IconButton, Link, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { formatFileSize, formatTimeAgo } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { downloadDocument } from '../../../lib/download-document';
import { useDeleteDocument } from '../api/use-delete-document';

/** An uploaded file: its name downloads it, the bin removes it from the draft. */
export function WizardUploadedFile({ file }: { file: DocumentView }) {
  const toast = useToast();
  const remove = useDeleteDocument();
  const showError = (error: unknown) => !isSessionEnd(error) && toast.error(errorMessage(error));

  const download = () =>
    downloadDocument(file).then(() => toast.success(`Downloading ${file.fileName}`), showError);
  const deleteFile = () =>
    remove.mutate(file.id, {
      onSuccess: ({ message }) => toast.success(message ?? 'Document deleted'),
      onError: showError,
    });

  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={`Delete ${file.fileName}`}
          onClick={deleteFile}
          loading={remove.isPending}
        >
          <DeleteOutlineIcon />
        </IconButton>
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <DescriptionOutlinedIcon color="primary" aria-hidden="true" />
      </ListItemIcon>
      <ListItemText
        primary={
          <Link
            component="button"
            type="button"
            onClick={download}
            sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {file.fileName}
          </Link>
        }
        secondary={`${formatFileSize(file.size)}, uploaded ${formatTimeAgo(file.uploadedAt)}`}
      />
    </ListItem>
  );
}
