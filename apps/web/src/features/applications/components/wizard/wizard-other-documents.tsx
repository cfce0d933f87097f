import { Trans, useLingui } from '@lingui/react/macro';
import { List, ListSubheader, Paper, Stack, Typography } from '@mui/material';
import { documentTypeField } from '@visabridge/contract';
import type { DocumentView } from '@visabridge/contract';
import { useId, useState } from 'react';
import { WizardUploadButton } from './wizard-upload-button';
import { WizardUploadedFile } from './wizard-uploaded-file';
import { TextField } from '../../../../components/form/text-field';

type Props = { applicationId: string; files: readonly DocumentView[] };

/** Files beyond the checklist, each under a label the traveller gives it. */
export function WizardOtherDocuments({ applicationId, files }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string | null>(null);
  const labels = [...new Set(files.map((file) => file.type))];

  const checkLabel = () => {
    const parsed = documentTypeField.safeParse(label);
    setLabelError(parsed.success ? null : (parsed.error.issues[0]?.message ?? t`Invalid label`));
    return parsed.success;
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 600 }}>
        <Trans>Other document</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Anything else that supports your application. Name it, then choose the file.</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t`Document name`}
          value={label}
          onChange={(event) => {
            setLabel(event.target.value);
            setLabelError(null);
          }}
          error={Boolean(labelError)}
          helperText={labelError ?? t`For example: Hotel booking confirmation`}
          size="small"
          sx={{ maxWidth: { sm: 360 } }}
        />
        <WizardUploadButton
          applicationId={applicationId}
          type={label.trim()}
          accessibleName={t`Upload file for other document`}
          beforeChoose={checkLabel}
          onUploaded={() => setLabel('')}
        />
      </Stack>
      {labels.map((type) => (
        <List
          key={type}
          dense
          disablePadding
          subheader={
            <ListSubheader disableGutters sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
              {type}
            </ListSubheader>
          }
          sx={{ mt: 1 }}
        >
          {files
            .filter((file) => file.type === type)
            .map((file) => (
              <WizardUploadedFile key={file.id} file={file} />
            ))}
        </List>
      ))}
    </Paper>
  );
}
