import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const fileProblem = (i18n: I18n, file: File) => {
  if (file.size > maxDocumentBytes) return i18n._(msg`Files can be at most ${maxMegabytes} MB`);
  if (file.size === 0) return i18n._(msg`The file is empty`);
  const isKnownType =
    documentMimeTypes.some((type) => type === file.type) || /\.(pdf|jpe?g|png)$/i.test(file.name);
  return isKnownType ? null : i18n._(msg`Only PDF, JPEG and PNG files can be uploaded`);
};

/** How far a file's upload is, in words and as a bar. */
function UploadProgress({ fileName, percent }: { fileName: string; percent: number }) {
  const { t } = useLingui();
  return (
    <Box role="status">
      <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        <Trans comment="{percent} is a whole number from 0 to 100">
          Uploading {fileName}: {percent}%
        </Trans>
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={t`Uploading ${fileName}`} />
    </Box>
  );
}

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
  const { t, i18n } = useLingui();
  const toast = useToast();
  const upload = useUploadDocument(applicationId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ fileName: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = (file: File) => {
    setError(null);
    const fileName = file.name;
    const fileError = (problem: string) =>
      t({ message: `${fileName}: ${problem}`, comment: "a file's name, then why it was not uploaded" });
    const problem = fileProblem(i18n, file);
    if (problem) {
      setError(fileError(problem));
      toast.error(problem);
      return;
    }
    setProgress({ fileName: file.name, percent: 0 });
    upload.mutate(
      { type, file, onProgress: (percent) => setProgress({ fileName: file.name, percent }) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t`Document uploaded`);
          onUploaded?.();
        },
        onError: (failure) => {
          if (isSessionEnd(failure)) return;
          setError(fileError(errorMessage(failure)));
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
        <Trans comment="button: choose a file and upload it">Upload file</Trans>
      </Button>
      {progress && <UploadProgress fileName={progress.fileName} percent={progress.percent} />}
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ overflowWrap: 'anywhere' }}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
