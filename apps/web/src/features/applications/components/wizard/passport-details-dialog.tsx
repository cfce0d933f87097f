import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const text = (change: FieldChange, value: string) =>
    value
      ? fieldText(i18n, change.field, value, countryName)
      : t({ message: 'empty', comment: 'a form field with no value yet' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Use the details read from your passport?`}
      submitLabel={changes.length > 0 ? t`Change these fields` : null}
      isPending={false}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
    >
      {changes.length === 0 ? (
        <DialogContentText>
          <Trans>Your application already has every detail read from the passport.</Trans>
        </DialogContentText>
      ) : (
        <>
          <DialogContentText sx={{ mb: 1.5 }}>
            <Trans>
              These fields of your application will change. Nothing else is touched, and you can still edit
              them afterwards.
            </Trans>
          </DialogContentText>
          <Box
            component="ul"
            aria-label={t`Fields that will change`}
            sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}
          >
            {changes.map((change) => {
              const fieldName = t(change.field.label);
              const oldValue = text(change, change.from);
              const newValue = text(change, change.to);
              return (
                <li key={change.field.name}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <Trans comment="a form field, its value now, and the value read from the passport">
                      <strong>{fieldName}:</strong> from {oldValue} to <strong>{newValue}</strong>
                    </Trans>
                  </Typography>
                </li>
              );
            })}
          </Box>
        </>
      )}
    </FormDialog>
  );
}
