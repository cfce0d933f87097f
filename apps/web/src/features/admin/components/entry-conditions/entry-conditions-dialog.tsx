import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** A choice meaning the fact is not in our data. */
const notKnown = msg({ message: 'Not known', comment: 'a choice in a form: this fact is not recorded' });

const validityOptions = [
  { value: 'unknown', label: notKnown },
  {
    value: 'beyond_arrival',
    label: msg({
      message: 'Some months beyond arrival',
      comment: 'a choice: the passport must stay valid some months after the date of arrival',
    }),
  },
  {
    value: 'beyond_departure',
    label: msg({
      message: 'Some months beyond departure',
      comment: 'a choice: the passport must stay valid some months after the date of departure',
    }),
  },
  {
    value: 'for_stay',
    label: msg({
      message: 'For the whole stay',
      comment: 'a choice: the passport must be valid for the whole stay',
    }),
  },
];
const knownOptions = [
  { value: 'unknown', label: notKnown },
  {
    value: 'yes',
    label: msg({ message: 'Required', comment: 'a choice: the traveller must show it on arrival' }),
  },
  {
    value: 'no',
    label: msg({ message: 'Not required', comment: 'a choice: the traveller need not show it' }),
  },
];
const photoOptions = [
  { value: 'none', label: msg`No photo recorded` },
  { value: 'print', label: msg({ message: 'Printed, in millimetres', comment: 'a kind of passport photo' }) },
  {
    value: 'square',
    label: msg({ message: 'Square digital, in pixels', comment: 'a kind of passport photo' }),
  },
];

/** Creates a destination's (or a group's) entry conditions (`row` null) or edits them, shipped ones included. */
export function EntryConditionsDialog({ row, onClose }: Props) {
  const { t } = useLingui();
  const translated = (options: { value: string; label: MessageDescriptor }[]) =>
    options.map((option) => ({ ...option, label: t(option.label) }));
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
      title={row ? t`Edit Entry Conditions` : t`Create Entry Conditions`}
      submitLabel={row ? t`Save Changes` : t`Create Conditions`}
      isPending={isSaving}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
      maxWidth="md"
    >
      {row?.isShipped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>
            These conditions ship with VisaBridge. Your changes are kept; they cannot be deleted or moved to
            another destination.
          </Trans>
        </Alert>
      )}
      <FormErrorAlert message={serverError} />
      <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
        <FormPart title={t`Where they apply`}>
          <Controller
            control={control}
            name="scopeBy"
            render={({ field }) => (
              <ScopeChoice
                field={field}
                legend={t`Destination`}
                options={[
                  { value: 'country', label: t`One country` },
                  { value: 'group', label: t({ message: 'A group', comment: 'a named group of countries' }) },
                ]}
              />
            )}
          />
          {scopeBy === 'group' ? (
            <RhfSelectField control={control} name="group" label={t`Destination group`} required>
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
              label={t`Destination country`}
              onPick={() => form.clearErrors('scope')}
              isRequired
              hasAsterisk
            />
          )}
        </FormPart>
        <FormPart title={t`Passport`}>
          <RhfSelectField
            control={control}
            name="passportValidity"
            label={t`Passport valid`}
            helperText={t`How long the passport must stay valid`}
          >
            {menuItems(translated(validityOptions))}
          </RhfSelectField>
          <RhfTextField
            control={control}
            name="passportValidityMonths"
            label={t`Months of validity`}
            required={counted}
            autoComplete="off"
            helperText={
              counted
                ? t`Months beyond the date of arrival or departure`
                : t`Blank unless the rule is in months`
            }
            slotProps={numeric}
          />
          <RhfTextField
            control={control}
            name="maxPassportAgeYears"
            label={t`Issued within, in years (optional)`}
            autoComplete="off"
            helperText={t`Blank: not known`}
            slotProps={numeric}
          />
          <RhfTextField
            control={control}
            name="blankPages"
            label={t`Blank pages (optional)`}
            autoComplete="off"
            helperText={t`Blank: not known`}
            slotProps={numeric}
          />
        </FormPart>
        <FormPart
          title={t({ message: 'On arrival', comment: 'what a traveller must show at the border on arrival' })}
        >
          <RhfSelectField control={control} name="onwardTicket" label={t`Onward or return ticket`}>
            {menuItems(translated(knownOptions))}
          </RhfSelectField>
          <RhfSelectField control={control} name="proofOfFunds" label={t`Proof of funds`}>
            {menuItems(translated(knownOptions))}
          </RhfSelectField>
        </FormPart>
        <FormPart title={t`Photo`}>
          <RhfSelectField control={control} name="photo.shape" label={t`Photo`} sx={wide}>
            {menuItems(translated(photoOptions))}
          </RhfSelectField>
          {photoShape === 'print' && (
            <>
              <RhfTextField
                control={control}
                name="photo.widthMm"
                label={t`Width in mm`}
                required
                autoComplete="off"
                slotProps={numeric}
              />
              <RhfTextField
                control={control}
                name="photo.heightMm"
                label={t`Height in mm`}
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
              label={t`Smallest size in pixels`}
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
                label={t({ message: 'Background (optional)', comment: "a passport photo's background" })}
                autoComplete="off"
                helperText={t`E.g. plain white background`}
              />
              <RhfTextField
                control={control}
                name="photo.source"
                label={t`Photo source (optional)`}
                type="url"
                autoComplete="off"
                placeholder="https://"
                sx={wide}
              />
            </>
          )}
        </FormPart>
        <FormPart title={t`Where they come from`}>
          <RhfTextField
            control={control}
            name="source"
            label={t({ message: 'Source', comment: 'the official page a fact was recorded from' })}
            type="url"
            required
            autoComplete="off"
            placeholder="https://"
            helperText={t`The official page the conditions are recorded from (http or https)`}
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
        </FormPart>
      </Box>
    </FormDialog>
  );
}
