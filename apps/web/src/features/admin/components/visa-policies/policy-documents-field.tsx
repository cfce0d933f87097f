import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { TextField } from '../../../../components/form/text-field';

type Props = {
  value: string[];
  onChange: (documents: string[]) => void;
  /** The error of each line, by its index. */
  errors: (string | undefined)[];
};

/** The policy's extra documents, one line each, added and removed one at a time. */
export function PolicyDocumentsField({ value, onChange, errors }: Props) {
  const { t } = useLingui();
  const change = (index: number, text: string) =>
    onChange(value.map((line, at) => (at === index ? text : line)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        <Trans>Documents</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Listed after the standard checklist for the purpose and category.</Trans>
      </Typography>
      <Stack spacing={1}>
        {value.map((line, index) => {
          const number = index + 1;
          return (
            <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <TextField
                name={`documents.${index}`}
                value={line}
                onChange={(event) => change(index, event.target.value)}
                label={t({ message: `Document ${number}`, comment: 'a line of the list of extra documents' })}
                size="small"
                fullWidth
                error={Boolean(errors[index])}
                helperText={errors[index]}
              />
              <IconButton
                aria-label={t`Remove document ${number}`}
                onClick={() => onChange(value.filter((_line, at) => at !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...value, ''])}
        disabled={value.length >= 30}
        sx={{ mt: 1 }}
      >
        <Trans>Add document</Trans>
      </Button>
    </Box>
  );
}
