import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { errorMessage } from '../../lib/api-client';
import { downloadDocument } from '../../lib/download-document';
import { useFileDownload } from '../../lib/use-file-download';

/** Fetches the file with the session's bearer token and saves it under its own name. */
export function DownloadDocumentButton({ document }: { document: DocumentView }) {
  const { isDownloading, start } = useFileDownload(() => downloadDocument(document), {
    success: `Downloading ${document.fileName}`,
    failure: (error) => errorMessage(error, 'Failed to download the document'),
  });
  return (
    <Tooltip title="Download">
      <IconButton onClick={start} loading={isDownloading} aria-label={`Download ${document.fileName}`}>
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
