import { useLingui } from '@lingui/react/macro';
import { Box, Chip, List, Paper, Stack, Typography } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { useId } from 'react';
import { WizardUploadButton } from './wizard-upload-button';
import { WizardUploadedFile } from './wizard-uploaded-file';

/** `item` is the stored checklist name uploads are filed under; `name` is how the reader's language says it. */
type Props = { applicationId: string; item: string; name: string; files: readonly DocumentView[] };

/** One checklist item: whether it is uploaded, its files, and a button to add one. */
export function WizardDocumentItem({ applicationId, item, name, files }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const isUploaded = files.length > 0;
  const documentType = name;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Chip
          size="small"
          label={
            isUploaded
              ? t({ message: 'Uploaded', comment: 'a checklist document: it has a file' })
              : t({ message: 'Missing', comment: 'a checklist document: no file yet' })
          }
          color={isUploaded ? 'success' : 'default'}
          variant={isUploaded ? 'filled' : 'outlined'}
        />
      </Stack>
      {isUploaded && (
        <List dense disablePadding aria-label={t`Files for ${documentType}`}>
          {files.map((file) => (
            <WizardUploadedFile key={file.id} file={file} />
          ))}
        </List>
      )}
      <Box sx={{ mt: 1.5 }}>
        <WizardUploadButton
          applicationId={applicationId}
          type={item}
          accessibleName={t`Upload file for ${documentType}`}
        />
      </Box>
    </Paper>
  );
}
