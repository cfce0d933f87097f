import { useLingui } from '@lingui/react/macro';
import { Box, MenuItem } from '@mui/material';
import { corporateVisaTypes, localDayOf } from '@visabridge/contract';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { RhfSelectField } from '../../../components/form/rhf-select-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { priorityNames } from '../../../components/applications/priority-names';
import { corporateVisaTypeNames } from './corporate-names';

const priorities = ['urgent', 'normal', 'low'] as const;

/** The fields every company filing has, under these names. */
type Terms = {
  destination: string;
  visaType?: string;
  purpose: string;
  travelDate: string;
  priority?: string;
};

type Props<T extends Terms & FieldValues, C, O> = {
  control: Control<T, C, O>;
  /** Fields shown between the travel date and the priority (a return date). */
  dates?: ReactNode;
};

/**
 * Where, on which visa, why, when and how urgently: what a company files for one employee or for a trip of
 * several, laid out in the dialog's two-column grid.
 */
export function FilingTermsFields<T extends Terms & FieldValues, C, O>({ control, dates }: Props<T, C, O>) {
  const { t } = useLingui();
  const name = (field: keyof Terms) => field as Path<T>;
  return (
    <>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RhfCountryField
          control={control}
          name={name('destination')}
          label={t`Destination Country`}
          isRequired
        />
      </Box>
      <RhfSelectField
        control={control}
        name={name('visaType')}
        label={t`Visa Type`}
        sx={{ gridColumn: '1 / -1' }}
      >
        {corporateVisaTypes.map((visaType) => (
          <MenuItem key={visaType} value={visaType}>
            {t(corporateVisaTypeNames[visaType])}
          </MenuItem>
        ))}
      </RhfSelectField>
      <RhfTextField
        control={control}
        name={name('purpose')}
        label={t`Purpose of Travel`}
        multiline
        minRows={3}
        isRequired
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <RhfTextField
        control={control}
        name={name('travelDate')}
        label={t`Travel Date`}
        type="date"
        isRequired
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDayOf() } }}
      />
      {dates}
      <RhfSelectField control={control} name={name('priority')} label={t`Priority`}>
        {priorities.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {t(priorityNames[priority])}
          </MenuItem>
        ))}
      </RhfSelectField>
    </>
  );
}
