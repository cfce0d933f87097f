import { Box, DialogContentText, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useCountryName } from '../../../../lib/api/use-countries';
import type { FieldChange } from './passport-changes';
import { fieldText } from './wizard-field-text';

type Props = {
  isOpen: boolean;
  changes: readonly FieldChange[];
  onApply: () => void;
  onClose: () => void;
};

/** Shows each field the passport's details would change, from what to what, before anything changes. */
export function PassportDetailsDialog({ isOpen, changes, onApply, onClose }: Props) {
  const countryName = useCountryName();
  const text = (change: FieldChange, value: string) =>
    value ? fieldText(change.field, value, countryName) : 'empty';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <FormDialog
      isOpen={isOpen}
      title="Use the details read from your passport?"
      submitLabel={changes.length > 0 ? 'Change these fields' : null}
      isPending={false}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
    >
      {changes.length === 0 ? (
        <DialogContentText>
          Your application already has every detail read from the passport.
        </DialogContentText>
      ) : (
        <>
          <DialogContentText sx={{ mb: 1.5 }}>
            These fields of your application will change. Nothing else is touched, and you can still edit them
            afterwards.
          </DialogContentText>
          <Box
            component="ul"
            aria-label="Fields that will change"
            sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}
          >
            {changes.map((change) => (
              <li key={change.field.name}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{change.field.label}:</strong> from {text(change, change.from)} to{' '}
                  <strong>{text(change, change.to)}</strong>
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </FormDialog>
  );
}
