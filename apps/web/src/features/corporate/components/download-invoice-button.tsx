import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import type { InvoiceView } from '@visabridge/contract';
import { useState } from 'react';
import { isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { downloadInvoice } from '../api/download-invoice';
import { failureOf, outcomes } from '../corporate-messages';

/** Fetches the invoice's PDF with the session's token and saves it as '<number>.pdf'. */
export function DownloadInvoiceButton({ invoice }: { invoice: InvoiceView }) {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadInvoice(invoice);
      toast.success(outcomes.downloadInvoice.success);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(failureOf(error, outcomes.downloadInvoice));
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Tooltip title="Download PDF">
      <IconButton
        onClick={() => void download()}
        loading={isDownloading}
        aria-label={`Download invoice ${invoice.number}`}
      >
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
