import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Chip } from '@mui/material';
import { messages } from '@visabridge/contract';
import type { CountryView } from '@visabridge/contract';
import type { Ref } from 'react';
import { TextField } from '../../../../components/form/text-field';
import { filterCountries } from '../../../../components/visa/filter-countries';
import { useActiveCountries } from '../../../../lib/api/use-countries';
import { contractText } from '../../../../lib/i18n/contract-texts';

type Props = {
  label: string;
  name: string;
  /** The chosen ISO codes, in the order chosen. */
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  helperText?: string;
};

/** Several countries, searched as the single country picker searches them ('usa', 'holland'), shown as chips. */
export function CountriesField({ label, name, value, onChange, onBlur, inputRef, error, helperText }: Props) {
  const { t, i18n } = useLingui();
  const countries = useActiveCountries();
  const options = countries.data ?? [];
  const chosen = value.map(
    (code) =>
      options.find((country) => country.code === code) ?? ({ code, name: code, flag: '' } as CountryView),
  );
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      onChange={(_event, picked) => onChange(picked.map((country) => country.code))}
      onBlur={onBlur}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, picked) => option.code === picked.code}
      filterOptions={filterCountries}
      filterSelectedOptions
      loading={countries.isPending}
      loadingText={t`Loading countries...`}
      noOptionsText={t`No country matches`}
      autoHighlight
      renderValue={(picked, getItemProps) =>
        picked.map((country, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" label={`${country.flag} ${country.name}`.trim()} {...itemProps} />
          );
        })
      }
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          label={label}
          name={name}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={
            error ?? (countries.isError ? contractText(i18n, messages.countriesLoadFailed) : helperText)
          }
          slotProps={{ input: InputProps, htmlInput: inputProps, inputLabel: InputLabelProps }}
        />
      )}
    />
  );
}
