import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { documentMimeTypes, maxDocumentBytes } from '@visabridge/contract';
import { useRef, useState } from 'react';
import { errorMessage, isSessionEnd } from '../../../../lib/api-client';
import { useToast } from '../../../../lib/use-toast';
import { useUploadDocument } from '../../api/upload-document';

const accept = ['.pdf', '.jpg', '.jpeg', '.png', ...documentMimeTypes].join(',');
export const maxMegabytes = maxDocumentBytes / 1024 / 1024;

/** Checked here so a wrong file fails at once; the server still judges the content itself. */
const fileProblem = (file: File) => {
  if (file.size > maxDocumentBytes) return `Files can be at most ${maxMegabytes} MB`;
  if (file.size === 0) return 'The file is empty';
  const isKnownType =
    documentMimeTypes.some((type) => type === file.type) || /\.(pdf|jpe?g|png)$/i.test(file.name);
  return isKnownType ? null : 'Only PDF, JPEG and PNG files can be uploaded';
};

type Props = {
  applicationId: string;
  /** The checklist item (or other label) the file is for. */
  type: string;
  /** The button's accessible name; it starts with the visible "Upload file". */
  accessibleName: string;
  /** Runs before the file chooser opens; returning false keeps it closed. */
  beforeChoose?: () => boolean;
  onUploaded?: () => void;
};

/** Chooses a PDF, JPEG or PNG and uploads it with a progress bar; a refusal is shown until dismissed. */
export function WizardUploadButton({ applicationId, type, accessibleName, beforeChoose, onUploaded }: Props) {
  const toast = useToast();
  const upload = useUploadDocument(applicationId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ fileName: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = (file: File) => {
    setError(null);
    const problem = fileProblem(file);
    if (problem) {
      setError(`${file.name}: ${problem}`);
      toast.error(problem);
      return;
    }
    setProgress({ fileName: file.name, percent: 0 });
    upload.mutate(
      { type, file, onProgress: (percent) => setProgress({ fileName: file.name, percent }) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Document uploaded');
          onUploaded?.();
        },
        onError: (failure) => {
          if (isSessionEnd(failure)) return;
          setError(`${file.name}: ${errorMessage(failure)}`);
          toast.error(errorMessage(failure));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Stack spacing={1}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) uploads again.
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={upload.isPending}
        aria-label={accessibleName}
        onClick={() => (beforeChoose?.() ?? true) && input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        Upload file
      </Button>
      {progress && (
        <Box role="status">
          <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            Uploading {progress.fileName}: {progress.percent}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label={`Uploading ${progress.fileName}`}
          />
        </Box>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ overflowWrap: 'anywhere' }}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
