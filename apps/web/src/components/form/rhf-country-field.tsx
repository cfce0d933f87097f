import { useLingui } from '@lingui/react';
import { messages } from '@visabridge/contract';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useActiveCountries } from '../../lib/api/use-countries';
import { contractText } from '../../lib/i18n/contract-texts';
import { CountryPicker } from './country-picker';
import type { CountryPickerOptions } from './country-picker-parts';

type Props<T extends FieldValues, C, O> = CountryPickerOptions & {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  /** Called after a country is chosen, e.g. to clear an error the server put on the field. */
  onPick?: (code: string) => void;
};

function BoundCountryField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  onPick,
  helperText,
  ...options
}: Props<T, C, O>) {
  const { i18n } = useLingui();
  const countries = useActiveCountries();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountryPicker
          {...options}
          label={label}
          name={field.name}
          countries={countries.data ?? []}
          value={(field.value as string | undefined) ?? ''}
          onChange={(code) => {
            field.onChange(code);
            onPick?.(code);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isLoading={countries.isPending}
          error={fieldState.error?.message && contractText(i18n, fieldState.error.message)}
          helperText={countries.isError ? contractText(i18n, messages.countriesLoadFailed) : helperText}
        />
      )}
    />
  );
}

/**
 * A country picker bound to react-hook-form: the form holds the ISO code, '' for none. Drawn again only
 * when its own field (or its props) change, not whenever the form around it draws.
 */
export const RhfCountryField = memo(BoundCountryField) as typeof BoundCountryField;
