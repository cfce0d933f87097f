import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { purposes } from '@visabridge/contract';
import type { EntryRuleGroupView, EntryRuleView } from '@visabridge/contract';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormErrorAlert } from '../../../../components/form/form-error-alert';
import { RhfCountryField } from '../../../../components/form/rhf-country-field';
import { RhfSelectField } from '../../../../components/form/rhf-select-field';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import { purposeNames } from '../../../../components/visa/purpose-names';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { useEntryRuleGroups } from '../../api/entry-rules';
import { CountriesField } from './countries-field';
import { FeeStepsField } from './fee-steps-field';
import { FormPart, ScopeChoice, wide } from '../form-part';
import { menuItems } from '../menu-items';
import { ruleCategoryOptions } from './entry-rule-options';
import { useEntryRuleForm } from './use-entry-rule-form';
import { contractText } from '../../../../lib/i18n/contract-texts';

type Props = { rule: EntryRuleView | null; onClose: () => void };

const dateLabel = { inputLabel: { shrink: true } };

const groupItems = (groups: EntryRuleGroupView[] | undefined) =>
  menuItems((groups ?? []).map((group) => ({ value: group.id, label: group.name })));

/** Creates a dated entry rule (`rule` null) or edits one, shipped ones included; every field of the rule is here. */
export function EntryRuleDialog({ rule, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, serverError, isSaving } = useEntryRuleForm(rule, onClose);
  const { control } = form;
  const groups = useEntryRuleGroups();
  const [passportsBy, destinationBy, fees] = useWatch({
    control,
    name: ['passportsBy', 'destinationBy', 'fees'],
  });

  const scopeChoice = (name: 'passportsBy' | 'destinationBy', legend: string, countriesLabel: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ScopeChoice
          field={field}
          legend={legend}
          options={[
            { value: 'countries', label: countriesLabel },
            { value: 'group', label: t({ message: 'A group', comment: 'a named group of countries' }) },
          ]}
        />
      )}
    />
  );

  const countriesField = (name: 'passports' | 'passportExceptions', label: string, helperText: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountriesField
          label={label}
          name={field.name}
          value={field.value}
          onChange={(codes) => {
            field.onChange(codes);
            form.clearErrors(name);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message && contractText(i18n, fieldState.error.message)}
          helperText={helperText}
        />
      )}
    />
  );

  return (
    <FormDialog
      isOpen
      title={rule ? t`Edit Entry Rule` : t`Create Entry Rule`}
      submitLabel={rule ? t`Save Changes` : t`Create Rule`}
      isPending={isSaving}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
      maxWidth="md"
    >
      {rule?.isShipped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>
            This rule ships with VisaBridge. Your changes are kept; to retire it, give it an end date.
          </Trans>
        </Alert>
      )}
      <FormErrorAlert message={serverError} />
      <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
        <FormPart title={t`Who it applies to`}>
          {scopeChoice('passportsBy', t`Passports`, t`A list of countries`)}
          {passportsBy === 'group' ? (
            <RhfSelectField control={control} name="passportGroup" label={t`Passport group`} required>
              {groupItems(groups.data?.passportGroups)}
            </RhfSelectField>
          ) : (
            countriesField('passports', t`Passports`, t`Holders of these passports`)
          )}
          {countriesField(
            'passportExceptions',
            t({ message: 'Except (optional)', comment: 'passports an entry rule does not cover' }),
            t`Passports the rule does not cover`,
          )}
          {scopeChoice('destinationBy', t`Destination`, t`One country`)}
          {destinationBy === 'group' ? (
            <RhfSelectField control={control} name="destinationGroup" label={t`Destination group`} required>
              {groupItems(groups.data?.destinationGroups)}
            </RhfSelectField>
          ) : (
            <RhfCountryField
              control={control}
              name="destination"
              label={t`Destination country`}
              onPick={() => form.clearErrors('destination')}
              isRequired
              hasAsterisk
            />
          )}
          <Controller
            control={control}
            name="purposes"
            render={({ field }) => (
              <Box component="fieldset" sx={{ ...wide, border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">
                  <Trans>Purposes (none ticked: every purpose)</Trans>
                </FormLabel>
                <FormGroup row>
                  {purposes.map((purpose) => (
                    <FormControlLabel
                      key={purpose}
                      label={t(purposeNames[purpose])}
                      control={
                        <Checkbox
                          name={field.name}
                          checked={field.value.includes(purpose)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, purpose]
                                : field.value.filter((chosen) => chosen !== purpose),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
            )}
          />
        </FormPart>
        <FormPart title={t`What they need`}>
          <RhfSelectField
            control={control}
            name="category"
            label={t`Category`}
            required
            helperText={t`The answer the checker gives while the rule is in force`}
          >
            {menuItems(ruleCategoryOptions.map((option) => ({ ...option, label: t(option.label) })))}
          </RhfSelectField>
          <RhfTextField
            control={control}
            name="authorisationName"
            label={t`Authorisation name`}
            required
            autoComplete="off"
            helperText={t`E.g. UK Electronic Travel Authorisation (ETA)`}
          />
          <RhfTextField
            control={control}
            name="startsOn"
            label={t`In force from`}
            type="date"
            helperText={t`Blank: announced, with no start date yet`}
            slotProps={dateLabel}
          />
          <RhfTextField
            control={control}
            name="endsOn"
            label={t`In force until (optional)`}
            type="date"
            helperText={t`The last day the rule applies`}
            slotProps={dateLabel}
          />
          <RhfTextField
            control={control}
            name="applyUrl"
            label={t`Official site (optional)`}
            type="url"
            autoComplete="off"
            placeholder="https://"
            helperText={t`Where travellers apply directly with the government`}
          />
          <RhfTextField
            control={control}
            name="validity"
            label={t({ message: 'Validity (optional)', comment: 'how long an authorisation stays valid' })}
            autoComplete="off"
            helperText={t`E.g. 2 years, or until the passport expires`}
          />
          <RhfTextField
            control={control}
            name="allowedStayDays"
            label={t`Allowed stay in days (optional)`}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box sx={wide}>
            <FeeStepsField form={form} currency={fees.at(-1)?.currency ?? 'USD'} />
          </Box>
          <RhfTextField control={control} name="notes" label={t`Notes`} multiline minRows={2} sx={wide} />
        </FormPart>
        <FormPart title={t`Where it comes from`}>
          <RhfTextField
            control={control}
            name="source"
            label={t({ message: 'Source', comment: 'the official page a fact was recorded from' })}
            type="url"
            required
            autoComplete="off"
            placeholder="https://"
            helperText={t`The official page the rule is recorded from (http or https)`}
            sx={wide}
          />
          <RhfTextField
            control={control}
            name="recordedOn"
            label={t`Recorded on`}
            type="date"
            required
            slotProps={dateLabel}
          />
          <RhfTextField
            control={control}
            name="recordedBy"
            label={t`Recorded by`}
            required
            autoComplete="off"
          />
        </FormPart>
      </Box>
    </FormDialog>
  );
}
