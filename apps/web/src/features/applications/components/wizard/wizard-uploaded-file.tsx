import { useLingui } from '@lingui/react/macro';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, IconButton, Link, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { errorMessage, isSessionEnd } from '../../../../lib/api-client';
import { formatFileSize, formatTimeAgo } from '../../../../lib/format';
import { useToast } from '../../../../lib/use-toast';
import { downloadDocument } from '../../../../lib/download-document';
import { useDeleteDocument } from '../../api/use-delete-document';
import { WizardFileAnalysis } from './wizard-file-analysis';

/** An uploaded file: its name downloads it, the bin removes it from the draft; its check shows below. */
export function WizardUploadedFile({ file }: { file: DocumentView }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const remove = useDeleteDocument();
  const { fileName } = file;
  const fileSize = formatFileSize(file.size);
  const uploadedAgo = formatTimeAgo(file.uploadedAt, i18n.locale);
  const showError = (error: unknown) => !isSessionEnd(error) && toast.error(errorMessage(error));

  const download = () =>
    downloadDocument(file).then(() => toast.success(t`Downloading ${fileName}`), showError);
  const deleteFile = () =>
    remove.mutate(file.id, {
      onSuccess: ({ message }) => toast.success(message ?? t`Document deleted`),
      onError: showError,
    });

  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ListItemIcon sx={{ minWidth: 28 }}>
          <DescriptionOutlinedIcon color="primary" aria-hidden="true" />
        </ListItemIcon>
        <ListItemText
          sx={{ minWidth: 0 }}
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
          secondary={t({
            message: `${fileSize}, uploaded ${uploadedAgo}`,
            comment: "a file's size, then how long ago it was uploaded ('5 minutes ago')",
          })}
        />
        <IconButton
          edge="end"
          aria-label={t({ message: `Delete ${fileName}`, comment: 'button: delete an uploaded file' })}
          onClick={deleteFile}
          loading={remove.isPending}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {file.analysis && <WizardFileAnalysis analysis={file.analysis} />}
    </ListItem>
  );
}
