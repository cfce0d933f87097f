import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress } from '@mui/material';
import { maxDocumentBytes } from '@visabridge/contract';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useUploadDocument } from '../api/upload-document';

const accepted = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

type Props = { applicationId: string; type: string };

/** Chooses a file for one checklist item and uploads it, showing the progress. */
export function DetailsUploadButton({ applicationId, type }: Props) {
  const toast = useToast();
  const upload = useUploadDocument(applicationId);
  const [percent, setPercent] = useState(0);

  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxDocumentBytes) {
      toast.error(`Files can be at most ${formatFileSize(maxDocumentBytes)}`);
      return;
    }
    setPercent(0);
    upload.mutate(
      { type, file, onProgress: setPercent },
      {
        onSuccess: ({ message }) => toast.success(message ?? 'Document uploaded'),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Box sx={{ minWidth: 110 }}>
      <Button
        component="label"
        size="small"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        loading={upload.isPending}
        loadingPosition="start"
      >
        Upload
        <input type="file" hidden accept={accepted} aria-label={`Upload ${type}`} onChange={send} />
      </Button>
      {upload.isPending && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`Uploading ${type}`}
          sx={{ mt: 0.5, borderRadius: 2 }}
        />
      )}
    </Box>
  );
}
