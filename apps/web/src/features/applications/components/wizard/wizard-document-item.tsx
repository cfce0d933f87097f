import { Box, Chip, List, Paper, Stack, Typography } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { useId } from 'react';
import { WizardUploadButton } from './wizard-upload-button';
import { WizardUploadedFile } from './wizard-uploaded-file';

type Props = { applicationId: string; item: string; files: readonly DocumentView[] };

/** One checklist item: whether it is uploaded, its files, and a button to add one. */
export function WizardDocumentItem({ applicationId, item, files }: Props) {
  const titleId = useId();
  const isUploaded = files.length > 0;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600 }}>
          {item}
        </Typography>
        <Chip
          size="small"
          label={isUploaded ? 'Uploaded' : 'Missing'}
          color={isUploaded ? 'success' : 'default'}
          variant={isUploaded ? 'filled' : 'outlined'}
        />
      </Stack>
      {isUploaded && (
        <List dense disablePadding aria-label={`Files for ${item}`}>
          {files.map((file) => (
            <WizardUploadedFile key={file.id} file={file} />
          ))}
        </List>
      )}
      <Box sx={{ mt: 1.5 }}>
        <WizardUploadButton
          applicationId={applicationId}
          type={item}
          accessibleName={`Upload file for ${item}`}
        />
      </Box>
    </Paper>
  );
}
