import { Trans, useLingui } from '@lingui/react/macro';
import DownloadIcon from '@mui/icons-material/Download';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { Button, Typography } from '@mui/material';
import { SectionCard } from '../../../components/layout/section-card';
import { errorMessage } from '../../../lib/api-client';
import { useFileDownload } from '../../../lib/use-file-download';
import { downloadMyData } from '../api/download-my-data';

/** Download my data: everything stored about the account, as one JSON file. */
export function YourDataCard() {
  const { t } = useLingui();
  const { isDownloading, start } = useFileDownload(downloadMyData, {
    success: t`Your data is downloading`,
    failure: (error) => errorMessage(error, t`Your data could not be downloaded`),
  });

  return (
    <SectionCard id="your-data" title={t`Your data`} icon={FolderSharedIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Download a JSON file of everything VisaBridge stores about you: your account, saved travellers,
          sign-ins, applications with their history, document details, messages, notifications and payments.
        </Trans>
      </Typography>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={start} loading={isDownloading}>
        <Trans>Download my data</Trans>
      </Button>
    </SectionCard>
  );
}
