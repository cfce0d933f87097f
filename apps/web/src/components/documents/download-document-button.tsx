import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useToast } from '../../lib/use-toast';
import { downloadDocument } from '../../lib/download-document';

/** Fetches the file with the session's bearer token and saves it under its own name. */
export function DownloadDocumentButton({ document }: { document: DocumentView }) {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadDocument(document);
      toast.success(`Downloading ${document.fileName}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download the document'));
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Tooltip title="Download">
      <IconButton
        onClick={() => void download()}
        loading={isDownloading}
        aria-label={`Download ${document.fileName}`}
      >
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
