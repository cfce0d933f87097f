import { Trans, useLingui } from '@lingui/react/macro';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { errorMessage } from '../../lib/api-client';
import { useFileDownload } from '../../lib/use-file-download';
import { downloadReceipt, receiptFileName } from '../../lib/api/download-receipt';
import { paymentMessages } from './payment-messages';

/** Fetches the payment's PDF receipt with the session's token and saves it. */
export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const { t } = useLingui();
  const fileName = receiptFileName(paymentId);
  const { isDownloading, start } = useFileDownload(() => downloadReceipt(paymentId), {
    success: t`Downloading ${fileName}`,
    failure: (error) => errorMessage(error, t(paymentMessages.receiptFailed)),
  });
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={isDownloading}
      onClick={start}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <Trans>Download receipt</Trans>
    </Button>
  );
}
