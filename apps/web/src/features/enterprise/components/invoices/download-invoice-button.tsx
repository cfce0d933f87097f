import { useLingui } from '@lingui/react/macro';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import type { InvoiceView } from '@visabridge/contract';
import { useFileDownload } from '../../../../lib/use-file-download';
import { downloadInvoice } from '../../api/download-invoice';
import { failureOf, outcomes } from '../../corporate-messages';

/** Fetches the invoice's PDF with the session's token and saves it as '<number>.pdf'. */
export function DownloadInvoiceButton({ invoice }: { invoice: InvoiceView }) {
  const { t } = useLingui();
  const { isDownloading, start } = useFileDownload(() => downloadInvoice(invoice), {
    success: t(outcomes.downloadInvoice.success),
    failure: (error) => t(failureOf(error, outcomes.downloadInvoice)),
  });
  const invoiceNumber = invoice.number;
  return (
    <Tooltip title={t`Download PDF`}>
      <IconButton onClick={start} loading={isDownloading} aria-label={t`Download invoice ${invoiceNumber}`}>
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
