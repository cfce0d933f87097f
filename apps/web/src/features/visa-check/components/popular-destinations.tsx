import { Trans } from '@lingui/react/macro';
import { Box, Button, Stack, Typography } from '@mui/material';
import { CountryName } from '../../../components/visa/country-name';
import { usePopularDestinations } from '../api/get-popular-destinations';

type Props = { selected: string; onPick: (code: string) => void };

/** Quick picks for 'To Country' from what travellers checked most; hidden until there are any. */
export function PopularDestinations({ selected, onPick }: Props) {
  const { data } = usePopularDestinations();
  if (!data?.length) return null;
  return (
    <Box role="group" aria-labelledby="popular-destinations-title">
      <Typography id="popular-destinations-title" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Popular destinations</Trans>
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {data.map((country) => (
          <Button
            key={country.code}
            size="small"
            onClick={() => onPick(country.code)}
            color={country.code === selected ? 'primary' : 'inherit'}
            variant={country.code === selected ? 'contained' : 'outlined'}
            aria-pressed={country.code === selected}
            // A pill, as quick picks read; outlined in the divider's grey until chosen.
            sx={{ borderRadius: 4, fontWeight: 400, borderColor: 'divider' }}
          >
            <CountryName country={country} />
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
