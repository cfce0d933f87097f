import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Paper, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CountryPicker } from '../../../../components/form/country-picker';
import { useActiveCountries } from '../../../../lib/api/use-countries';
import type { ApplicationsFilters } from './use-applications-filters';
import { TextField } from '../../../../components/form/text-field';

type MoreFilters = Pick<ApplicationsFilters, 'destination' | 'visaType' | 'submittedFrom' | 'submittedTo'>;

type Props = { applied: MoreFilters; onApply: (filters: MoreFilters) => void };

const dateFields = [
  ['submittedFrom', msg({ message: 'Submitted from', comment: 'filter: the first day of a range of dates' })],
  ['submittedTo', msg({ message: 'Submitted to', comment: 'filter: the last day of a range of dates' })],
] as const;

const none: MoreFilters = { destination: '', visaType: '', submittedFrom: '', submittedTo: '' };
const sameFilters = (a: MoreFilters, b: MoreFilters) =>
  (Object.keys(none) as (keyof MoreFilters)[]).every((name) => a[name] === b[name]);

/** Destination, visa type and submission dates; applied together with the Apply button. */
export function ApplicationsMoreFilters({ applied, onApply }: Props) {
  const { t } = useLingui();
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
      aria-label={t`More filters`}
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
        <CountryPicker
          label={t`Destination country`}
          name="destination"
          countries={countries.data ?? []}
          value={draft.destination}
          onChange={(code) => set({ destination: code })}
          isLoading={countries.isPending}
          size="small"
        />
        <TextField
          label={t`Visa type`}
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
              label={t(label)}
              value={draft[name]}
              onChange={(event) => set({ [name]: event.target.value })}
              size="small"
              error={isReversedEnd}
              helperText={isReversedEnd ? t`Must be on or after the from date` : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          );
        })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={clear} disabled={sameFilters(draft, none) && sameFilters(applied, none)}>
          <Trans comment="button: empty these filters">Clear</Trans>
        </Button>
        <Button type="submit" variant="contained" disabled={isRangeReversed}>
          <Trans>Apply filters</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
