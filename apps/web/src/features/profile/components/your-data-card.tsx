import DownloadIcon from '@mui/icons-material/Download';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { downloadMyData } from '../api/download-my-data';

/** Download my data: everything stored about the account, as one JSON file. */
export function YourDataCard() {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadMyData();
      toast.success('Your data is downloading');
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(errorMessage(error, 'Your data could not be downloaded'));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <SectionCard id="your-data" title="Your data" icon={FolderSharedIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Download a JSON file of everything VisaBridge stores about you: your account, sign-ins, applications
        with their history, document details, messages, notifications and payments.
      </Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void download()}
        loading={isDownloading}
      >
        Download my data
      </Button>
    </SectionCard>
  );
}
