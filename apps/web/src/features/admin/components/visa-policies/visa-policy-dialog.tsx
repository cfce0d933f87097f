import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, InputAdornment } from '@mui/material';
import type { VisaPolicyView } from '@visabridge/contract';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { RhfCountryField } from '../../../../components/form/rhf-country-field';
import { CurrencyField } from '../currency-field';
import { categoryOptions, entriesOptions, purposeOptions } from './policy-options';
import { menuItems } from '../menu-items';
import { PolicyDocumentsField } from './policy-documents-field';
import { useVisaPolicyForm } from './use-visa-policy-form';
import { amountHint, decimalsOf } from '../money-units';
import { RhfSelectField } from '../../../../components/form/rhf-select-field';
import { FormErrorAlert } from '../../../../components/form/form-error-alert';
import { contractText } from '../../../../lib/i18n/contract-texts';

type Props = { policy: VisaPolicyView | null; onClose: () => void };

const wide = { gridColumn: '1 / -1' };

/** Creates a curated policy (`policy` null) or edits one; every field of the policy is here. */
export function VisaPolicyDialog({ policy, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, serverError, isSaving } = useVisaPolicyForm(policy, onClose);
  const { control } = form;
  const currency = useWatch({ control, name: 'currency' });
  const decimals = decimalsOf(currency);
  const documentErrors = form.formState.errors.documents;

  const translated = (options: readonly { value: string; label: MessageDescriptor }[]) =>
    options.map((option) => ({ ...option, label: t(option.label) }));

  const countryField = (name: 'destination' | 'fromCountry', label: string, isRequired: boolean) => (
    <RhfCountryField
      control={control}
      name={name}
      label={label}
      onPick={() => form.clearErrors(name)}
      isRequired={isRequired}
      hasAsterisk={isRequired}
      helperText={isRequired ? undefined : t`Leave blank for all nationalities`}
    />
  );

  const daysField = (name: 'processingDaysMin' | 'processingDaysMax' | 'validityDays', label: string) => (
    <RhfTextField
      control={control}
      name={name}
      label={label}
      required={name !== 'validityDays'}
      autoComplete="off"
      helperText={name === 'validityDays' ? t`Leave blank when not stated` : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );

  return (
    <FormDialog
      isOpen
      title={policy ? t`Edit Visa Policy` : t`Create Visa Policy`}
      submitLabel={policy ? t`Save Changes` : t`Create Policy`}
      isPending={isSaving}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
      maxWidth="md"
    >
      {policy?.isSample && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>
            This policy is sample data from the demo set-up: check it against the source before relying on it.
          </Trans>
        </Alert>
      )}
      <FormErrorAlert message={serverError} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {countryField('destination', t`Destination`, true)}
        {countryField('fromCountry', t`Nationality (optional)`, false)}
        <RhfSelectField control={control} name="purpose" label={t`Purpose`} required>
          {menuItems(translated(purposeOptions))}
        </RhfSelectField>
        <RhfSelectField
          control={control}
          name="category"
          label={t`Category`}

          required
          helperText={t`The policy applies to corridors of this category`}
        >
          {menuItems(translated(categoryOptions))}
        </RhfSelectField>
        <RhfTextField
          control={control}
          name="feeAmount"
          label={t`Government fee`}
          required
          autoComplete="off"
          helperText={amountHint(i18n, currency)}
          slotProps={{
            htmlInput: { inputMode: decimals === 0 ? 'numeric' : 'decimal' },
            input: { startAdornment: <InputAdornment position="start">{currency || '—'}</InputAdornment> },
          }}
        />
        <Controller
          control={control}
          name="currency"
          render={({ field, fieldState }) => (
            <CurrencyField
              name={field.name}
              value={field.value}
              onChange={(code) => {
                field.onChange(code);
                form.clearErrors(['currency', 'feeAmount']);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message && contractText(i18n, fieldState.error.message)}
            />
          )}
        />
        {daysField('processingDaysMin', t`Processing days (min)`)}
        {daysField('processingDaysMax', t`Processing days (max)`)}
        {daysField('validityDays', t`Validity (days)`)}
        <RhfSelectField control={control} name="entries" label={t`Entries`} required>
          {menuItems(translated(entriesOptions))}
        </RhfSelectField>
        <RhfTextField
          control={control}
          name="source"
          label={t`Source URL`}
          type="url"
          autoComplete="off"
          placeholder="https://"
          helperText={t`The official page the fee and times come from (http or https)`}
        />
        <RhfTextField
          control={control}
          name="lastVerifiedAt"
          label={t({
            message: 'Last verified',
            comment: 'the date a visa policy was last checked against its source',
          })}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <RhfTextField control={control} name="notes" label={t`Notes`} multiline minRows={2} sx={wide} />
        <Box sx={wide}>
          <Controller
            control={control}
            name="documents"
            render={({ field }) => (
              <PolicyDocumentsField
                value={field.value}
                onChange={field.onChange}
                errors={field.value.map((_line, index) => documentErrors?.[index]?.message)}
              />
            )}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
