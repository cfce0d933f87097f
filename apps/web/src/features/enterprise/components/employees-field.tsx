import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Box } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { contractText } from '../../../lib/i18n/contract-texts';

type Props<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  /** A field holding the chosen employees' ids. */
  name: Path<T>;
  employees: EmployeeView[];
  isLoading: boolean;
  /** How an employee reads in the list and on their chip. */
  labelOf: (employee: EmployeeView) => string;
  /** Shown under the field, with a way to set the choice (e.g. "choose everyone who accepted"). */
  footer?: (choose: (ids: string[]) => void) => ReactNode;
};

/** Several of the company's active employees, typed to filter and chosen one by one. */
export function EmployeesField<T extends FieldValues, C, O>({
  control,
  name,
  employees,
  isLoading,
  labelOf,
  footer,
}: Props<T, C, O>) {
  const { t, i18n } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosenIds = field.value as string[];
        return (
          <Box>
            <Autocomplete
              multiple
              options={employees}
              value={employees.filter(({ id }) => chosenIds.includes(id))}
              onChange={(_event, chosen) => field.onChange(chosen.map(({ id }) => id))}
              onBlur={field.onBlur}
              getOptionLabel={labelOf}
              isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
              loading={isLoading}
              loadingText={t`Loading employees...`}
              noOptionsText={t`No active employee matches`}
              disableCloseOnSelect
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t`Employees`}
                  name={field.name}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message && contractText(i18n, fieldState.error.message)}
                />
              )}
            />
            {footer?.((ids) => field.onChange(ids))}
          </Box>
        );
      }}
    />
  );
}
