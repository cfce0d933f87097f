import { Autocomplete, Box, Button, Paper, Stack, TextField } from '@mui/material';
import { searchCountries } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CountryName } from '../../../components/visa/country-name';
import { useActiveCountries } from '../../../lib/queries/use-countries';
import type { ApplicationsFilters } from './use-applications-filters';

type MoreFilters = Pick<ApplicationsFilters, 'destination' | 'visaType' | 'submittedFrom' | 'submittedTo'>;

type Props = { applied: MoreFilters; onApply: (filters: MoreFilters) => void };

const dateFields = [
  ['submittedFrom', 'Submitted from'],
  ['submittedTo', 'Submitted to'],
] as const;

const none: MoreFilters = { destination: '', visaType: '', submittedFrom: '', submittedTo: '' };
const sameFilters = (a: MoreFilters, b: MoreFilters) =>
  (Object.keys(none) as (keyof MoreFilters)[]).every((name) => a[name] === b[name]);

/** Destination, visa type and submission dates; applied together with the Apply button. */
export function ApplicationsMoreFilters({ applied, onApply }: Props) {
  const countries = useActiveCountries();
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  // Filters changed elsewhere (cleared, back button): the form follows.
  if (!sameFilters(applied, shown)) {
    setShown(applied);
    setDraft(applied);
  }

  const set = (changes: Partial<MoreFilters>) => setDraft((current) => ({ ...current, ...changes }));
  const isRangeReversed = Boolean(
    draft.submittedFrom && draft.submittedTo && draft.submittedTo < draft.submittedFrom,
  );
  const options = countries.data ?? [];
  const destination = options.find((country) => country.code === draft.destination) ?? null;

  const clear = () => {
    setDraft(none);
    onApply(none);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isRangeReversed) onApply({ ...draft, visaType: draft.visaType.trim() });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="More filters"
      onSubmit={apply}
      sx={{ p: 2, mb: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <Autocomplete
          options={options}
          value={destination}
          onChange={(_event, country) => set({ destination: country?.code ?? '' })}
          getOptionLabel={(country) => country.name}
          isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
          filterOptions={(list, { inputValue }) =>
            inputValue.trim() ? searchCountries(list, inputValue) : list
          }
          loading={countries.isPending}
          loadingText="Loading countries..."
          noOptionsText="No country matches"
          autoHighlight
          size="small"
          renderOption={({ key, ...props }, country) => (
            <Box component="li" key={key} {...props}>
              <CountryName country={country} />
            </Box>
          )}
          renderInput={(params) => <TextField {...params} label="Destination country" />}
        />
        <TextField
          label="Visa type"
          value={draft.visaType}
          onChange={(event) => set({ visaType: event.target.value })}
          size="small"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        {dateFields.map(([name, label]) => {
          const isReversedEnd = name === 'submittedTo' && isRangeReversed;
          return (
            <TextField
              key={name}
              type="date"
              label={label}
              value={draft[name]}
              onChange={(event) => set({ [name]: event.target.value })}
              size="small"
              error={isReversedEnd}
              helperText={isReversedEnd ? 'Must be on or after the from date' : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          );
        })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={clear} disabled={sameFilters(draft, none) && sameFilters(applied, none)}>
          Clear
        </Button>
        <Button type="submit" variant="contained" disabled={isRangeReversed}>
          Apply filters
        </Button>
      </Stack>
    </Paper>
  );
}
