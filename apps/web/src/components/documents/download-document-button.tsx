import { useLingui } from '@lingui/react/macro';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { errorMessage } from '../../lib/api-client';
import { downloadDocument } from '../../lib/download-document';
import { useFileDownload } from '../../lib/use-file-download';

/** Fetches the file with the session's bearer token and saves it under its own name. */
export function DownloadDocumentButton({ document }: { document: DocumentView }) {
  const { t } = useLingui();
  const { fileName } = document;
  const { isDownloading, start } = useFileDownload(() => downloadDocument(document), {
    success: t`Downloading ${fileName}`,
    failure: (error) => errorMessage(error, t`Failed to download the document`),
  });
  return (
    <Tooltip title={t({ message: 'Download', comment: 'button: download a file' })}>
      <IconButton onClick={start} loading={isDownloading} aria-label={t`Download ${fileName}`}>
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
