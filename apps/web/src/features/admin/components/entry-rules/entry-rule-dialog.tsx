import { Alert, Box, Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { purposeLabels, purposes } from '@visabridge/contract';
import type { EntryRuleGroupView, EntryRuleView } from '@visabridge/contract';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormErrorAlert } from '../../../../components/form/form-error-alert';
import { RhfCountryField } from '../../../../components/form/rhf-country-field';
import { RhfSelectField } from '../../../../components/form/rhf-select-field';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { useEntryRuleGroups } from '../../api/entry-rules';
import { CountriesField } from './countries-field';
import { FeeStepsField } from './fee-steps-field';
import { FormPart, ScopeChoice, wide } from '../form-part';
import { menuItems } from '../menu-items';
import { ruleCategoryOptions } from './entry-rule-options';
import { useEntryRuleForm } from './use-entry-rule-form';

type Props = { rule: EntryRuleView | null; onClose: () => void };

const dateLabel = { inputLabel: { shrink: true } };

const groupItems = (groups: EntryRuleGroupView[] | undefined) =>
  menuItems((groups ?? []).map((group) => ({ value: group.id, label: group.name })));

/** Creates a dated entry rule (`rule` null) or edits one, shipped ones included; every field of the rule is here. */
export function EntryRuleDialog({ rule, onClose }: Props) {
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
            { value: 'group', label: 'A group' },
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
          error={fieldState.error?.message}
          helperText={helperText}
        />
      )}
    />
  );

  return (
    <FormDialog
      isOpen
      title={rule ? 'Edit Entry Rule' : 'Create Entry Rule'}
      submitLabel={rule ? 'Save Changes' : 'Create Rule'}
      isPending={isSaving}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
      maxWidth="md"
    >
      {rule?.isShipped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This rule ships with VisaBridge. Your changes are kept; to retire it, give it an end date.
        </Alert>
      )}
      <FormErrorAlert message={serverError} />
      <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
        <FormPart title="Who it applies to">
          {scopeChoice('passportsBy', 'Passports', 'A list of countries')}
          {passportsBy === 'group' ? (
            <RhfSelectField control={control} name="passportGroup" label="Passport group" required>
              {groupItems(groups.data?.passportGroups)}
            </RhfSelectField>
          ) : (
            countriesField('passports', 'Passports', 'Holders of these passports')
          )}
          {countriesField('passportExceptions', 'Except (optional)', 'Passports the rule does not cover')}
          {scopeChoice('destinationBy', 'Destination', 'One country')}
          {destinationBy === 'group' ? (
            <RhfSelectField control={control} name="destinationGroup" label="Destination group" required>
              {groupItems(groups.data?.destinationGroups)}
            </RhfSelectField>
          ) : (
            <RhfCountryField
              control={control}
              name="destination"
              label="Destination country"
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
                <FormLabel component="legend">Purposes (none ticked: every purpose)</FormLabel>
                <FormGroup row>
                  {purposes.map((purpose) => (
                    <FormControlLabel
                      key={purpose}
                      label={purposeLabels[purpose]}
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
        <FormPart title="What they need">
          <RhfSelectField
            control={control}
            name="category"
            label="Category"
            required
            helperText="The answer the checker gives while the rule is in force"
          >
            {menuItems(ruleCategoryOptions)}
          </RhfSelectField>
          <RhfTextField
            control={control}
            name="authorisationName"
            label="Authorisation name"
            required
            autoComplete="off"
            helperText="E.g. UK Electronic Travel Authorisation (ETA)"
          />
          <RhfTextField
            control={control}
            name="startsOn"
            label="In force from"
            type="date"
            helperText="Blank: announced, with no start date yet"
            slotProps={dateLabel}
          />
          <RhfTextField
            control={control}
            name="endsOn"
            label="In force until (optional)"
            type="date"
            helperText="The last day the rule applies"
            slotProps={dateLabel}
          />
          <RhfTextField
            control={control}
            name="applyUrl"
            label="Official site (optional)"
            type="url"
            autoComplete="off"
            placeholder="https://"
            helperText="Where travellers apply directly with the government"
          />
          <RhfTextField
            control={control}
            name="validity"
            label="Validity (optional)"
            autoComplete="off"
            helperText="E.g. 2 years, or until the passport expires"
          />
          <RhfTextField
            control={control}
            name="allowedStayDays"
            label="Allowed stay in days (optional)"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box sx={wide}>
            <FeeStepsField form={form} currency={fees.at(-1)?.currency ?? 'USD'} />
          </Box>
          <RhfTextField control={control} name="notes" label="Notes" multiline minRows={2} sx={wide} />
        </FormPart>
        <FormPart title="Where it comes from">
          <RhfTextField
            control={control}
            name="source"
            label="Source"
            type="url"
            required
            autoComplete="off"
            placeholder="https://"
            helperText="The official page the rule is recorded from (http or https)"
            sx={wide}
          />
          <RhfTextField
            control={control}
            name="recordedOn"
            label="Recorded on"
            type="date"
            required
            slotProps={dateLabel}
          />
          <RhfTextField control={control} name="recordedBy" label="Recorded by" required autoComplete="off" />
        </FormPart>
      </Box>
    </FormDialog>
  );
}
