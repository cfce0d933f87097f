import { Alert, Box } from '@mui/material';
import type { EntryConditionsRecordView } from '@visabridge/contract';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormErrorAlert } from '../../../../components/form/form-error-alert';
import { RhfCountryField } from '../../../../components/form/rhf-country-field';
import { RhfSelectField } from '../../../../components/form/rhf-select-field';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { useEntryRuleGroups } from '../../api/entry-rules';
import { FormPart, ScopeChoice, wide } from '../form-part';
import { menuItems } from '../menu-items';
import { useEntryConditionsForm } from './use-entry-conditions-form';

type Props = { row: EntryConditionsRecordView | null; onClose: () => void };

const dateLabel = { inputLabel: { shrink: true } };
const numeric = { htmlInput: { inputMode: 'numeric' as const } };

const validityOptions = [
  { value: 'unknown', label: 'Not known' },
  { value: 'beyond_arrival', label: 'Some months beyond arrival' },
  { value: 'beyond_departure', label: 'Some months beyond departure' },
  { value: 'for_stay', label: 'For the whole stay' },
];
const knownOptions = [
  { value: 'unknown', label: 'Not known' },
  { value: 'yes', label: 'Required' },
  { value: 'no', label: 'Not required' },
];
const photoOptions = [
  { value: 'none', label: 'No photo recorded' },
  { value: 'print', label: 'Printed, in millimetres' },
  { value: 'square', label: 'Square digital, in pixels' },
];

/** Creates a destination's (or a group's) entry conditions (`row` null) or edits them, shipped ones included. */
export function EntryConditionsDialog({ row, onClose }: Props) {
  const { form, onSubmit, serverError, isSaving } = useEntryConditionsForm(row, onClose);
  const { control } = form;
  const groups = useEntryRuleGroups();
  const [scopeBy, validity, photoShape] = useWatch({
    control,
    name: ['scopeBy', 'passportValidity', 'photo.shape'],
  });
  const counted = validity === 'beyond_arrival' || validity === 'beyond_departure';

  return (
    <FormDialog
      isOpen
      title={row ? 'Edit Entry Conditions' : 'Create Entry Conditions'}
      submitLabel={row ? 'Save Changes' : 'Create Conditions'}
      isPending={isSaving}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
      maxWidth="md"
    >
      {row?.isShipped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          These conditions ship with VisaBridge. Your changes are kept; they cannot be deleted or moved to
          another destination.
        </Alert>
      )}
      <FormErrorAlert message={serverError} />
      <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
        <FormPart title="Where they apply">
          <Controller
            control={control}
            name="scopeBy"
            render={({ field }) => (
              <ScopeChoice
                field={field}
                legend="Destination"
                options={[
                  { value: 'country', label: 'One country' },
                  { value: 'group', label: 'A group' },
                ]}
              />
            )}
          />
          {scopeBy === 'group' ? (
            <RhfSelectField control={control} name="group" label="Destination group" required>
              {menuItems(
                (groups.data?.destinationGroups ?? []).map((group) => ({
                  value: group.id,
                  label: group.name,
                })),
              )}
            </RhfSelectField>
          ) : (
            <RhfCountryField
              control={control}
              name="scope"
              label="Destination country"
              onPick={() => form.clearErrors('scope')}
              isRequired
              hasAsterisk
            />
          )}
        </FormPart>
        <FormPart title="Passport">
          <RhfSelectField
            control={control}
            name="passportValidity"
            label="Passport valid"
            helperText="How long the passport must stay valid"
          >
            {menuItems(validityOptions)}
          </RhfSelectField>
          <RhfTextField
            control={control}
            name="passportValidityMonths"
            label="Months of validity"
            required={counted}
            autoComplete="off"
            helperText={
              counted
                ? 'Months beyond the date of arrival or departure'
                : 'Blank unless the rule is in months'
            }
            slotProps={numeric}
          />
          <RhfTextField
            control={control}
            name="maxPassportAgeYears"
            label="Issued within, in years (optional)"
            autoComplete="off"
            helperText="Blank: not known"
            slotProps={numeric}
          />
          <RhfTextField
            control={control}
            name="blankPages"
            label="Blank pages (optional)"
            autoComplete="off"
            helperText="Blank: not known"
            slotProps={numeric}
          />
        </FormPart>
        <FormPart title="On arrival">
          <RhfSelectField control={control} name="onwardTicket" label="Onward or return ticket">
            {menuItems(knownOptions)}
          </RhfSelectField>
          <RhfSelectField control={control} name="proofOfFunds" label="Proof of funds">
            {menuItems(knownOptions)}
          </RhfSelectField>
        </FormPart>
        <FormPart title="Photo">
          <RhfSelectField control={control} name="photo.shape" label="Photo" sx={wide}>
            {menuItems(photoOptions)}
          </RhfSelectField>
          {photoShape === 'print' && (
            <>
              <RhfTextField
                control={control}
                name="photo.widthMm"
                label="Width in mm"
                required
                autoComplete="off"
                slotProps={numeric}
              />
              <RhfTextField
                control={control}
                name="photo.heightMm"
                label="Height in mm"
                required
                autoComplete="off"
                slotProps={numeric}
              />
            </>
          )}
          {photoShape === 'square' && (
            <RhfTextField
              control={control}
              name="photo.minPixels"
              label="Smallest size in pixels"
              required
              autoComplete="off"
              slotProps={numeric}
            />
          )}
          {photoShape !== 'none' && (
            <>
              <RhfTextField
                control={control}
                name="photo.background"
                label="Background (optional)"
                autoComplete="off"
                helperText="E.g. plain white background"
              />
              <RhfTextField
                control={control}
                name="photo.source"
                label="Photo source (optional)"
                type="url"
                autoComplete="off"
                placeholder="https://"
                sx={wide}
              />
            </>
          )}
        </FormPart>
        <FormPart title="Where they come from">
          <RhfTextField
            control={control}
            name="source"
            label="Source"
            type="url"
            required
            autoComplete="off"
            placeholder="https://"
            helperText="The official page the conditions are recorded from (http or https)"
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
        </FormPart>
      </Box>
    </FormDialog>
  );
}
