import { messages } from '@visabridge/contract';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useActiveCountries } from '../../lib/queries/use-countries';
import { CountryPicker } from '../visa/country-picker';

type Props<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  isRequired?: boolean;
  isMarkedRequired?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
};

/** A country picker bound to react-hook-form: the form holds the ISO code, '' for none. */
export function RhfCountryField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  isRequired = false,
  isMarkedRequired = false,
  helperText,
  size,
}: Props<T, C, O>) {
  const countries = useActiveCountries();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountryPicker
          label={label}
          name={field.name}
          countries={countries.data ?? []}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isLoading={countries.isPending}
          isRequired={isRequired}
          isMarkedRequired={isMarkedRequired}
          error={fieldState.error?.message}
          helperText={countries.isError ? messages.countriesLoadFailed : helperText}
          size={size}
        />
      )}
    />
  );
}
