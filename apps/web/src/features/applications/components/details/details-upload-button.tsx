import { Trans, useLingui } from '@lingui/react/macro';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress } from '@mui/material';
import { maxDocumentBytes } from '@visabridge/contract';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { formatFileSize } from '../../../../lib/format';
import { useToast } from '../../../../lib/use-toast';
import { useUploadDocument } from '../../api/upload-document';
import { useToastOutcome } from './use-toast-outcome';

const accepted = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** `type` is the stored name the upload is filed under; `name` is how the reader's language says it. */
type Props = { applicationId: string; type: string; name: string };

/** Chooses a file for one checklist item (or requested document) and uploads it, showing the progress. */
export function DetailsUploadButton({ applicationId, type, name }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const toastOutcome = useToastOutcome();
  const upload = useUploadDocument(applicationId);
  const [percent, setPercent] = useState(0);
  const documentType = name;

  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxDocumentBytes) {
      const maxSize = formatFileSize(maxDocumentBytes);
      toast.error(t`Files can be at most ${maxSize}`);
      return;
    }
    setPercent(0);
    // A requested document's button is gone once its upload fulfils the request.
    void toastOutcome(upload.mutateAsync({ type, file, onProgress: setPercent }), t`Document uploaded`);
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
        <Trans comment="button: choose a file and upload it">Upload</Trans>
        <input type="file" hidden accept={accepted} aria-label={t`Upload ${documentType}`} onChange={send} />
      </Button>
      {upload.isPending && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t`Uploading ${documentType}`}
          sx={{ mt: 0.5, borderRadius: 2 }}
        />
      )}
    </Box>
  );
}
