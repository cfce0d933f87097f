import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { errorMessage } from '../../lib/api-client';
import { useFileDownload } from '../../lib/use-file-download';
import { downloadReceipt, receiptFileName } from '../../lib/api/download-receipt';
import { paymentMessages } from './payment-messages';

/** Fetches the payment's PDF receipt with the session's token and saves it. */
export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const { isDownloading, start } = useFileDownload(() => downloadReceipt(paymentId), {
    success: `Downloading ${receiptFileName(paymentId)}`,
    failure: (error) => errorMessage(error, paymentMessages.receiptFailed),
  });
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={isDownloading}
      onClick={start}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Download receipt
    </Button>
  );
}
