import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import type { InvoiceView } from '@visabridge/contract';
import { useFileDownload } from '../../../../lib/use-file-download';
import { downloadInvoice } from '../../api/download-invoice';
import { failureOf, outcomes } from '../../corporate-messages';

/** Fetches the invoice's PDF with the session's token and saves it as '<number>.pdf'. */
export function DownloadInvoiceButton({ invoice }: { invoice: InvoiceView }) {
  const { isDownloading, start } = useFileDownload(() => downloadInvoice(invoice), {
    success: outcomes.downloadInvoice.success,
    failure: (error) => failureOf(error, outcomes.downloadInvoice),
  });
  return (
    <Tooltip title="Download PDF">
      <IconButton onClick={start} loading={isDownloading} aria-label={`Download invoice ${invoice.number}`}>
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
