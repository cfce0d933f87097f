import { Box, Card, CardContent, Container, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../../../lib/queries/use-platform-stats';

function StatTile({ value, label }: { value: ReactNode; label: string }) {
  return (
    <Card sx={{ height: '100%', textAlign: 'center' }}>
      <CardContent>
        <Typography
          component="p"
          variant="h4"
          color="primary"
          sx={{ fontFamily: 'inherit', fontWeight: 700 }}
        >
          {value}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </CardContent>
    </Card>
  );
}

/** Counted figures come from the API (decision 3); the success rate and support hours are fixed claims. */
export function StatsSection() {
  const { data, isPending, isError } = usePlatformStats();
  const counted = (value: number | undefined) => {
    if (isPending) return <Skeleton width={80} sx={{ mx: 'auto' }} aria-label="Loading" />;
    if (isError || value === undefined) return '—';
    return formatNumber(value);
  };

  // Visa types and policies appear once there are some: a zero would undersell, a fixed number would lie.
  const tiles = [
    { label: 'Countries covered', value: counted(data?.countries) },
    { label: 'Registered travellers', value: counted(data?.travellers) },
    ...(data?.visaTypes ? [{ label: 'Visa types', value: counted(data.visaTypes) }] : []),
    ...(data?.policies ? [{ label: 'Processing policies', value: counted(data.policies) }] : []),
    { label: 'Success rate', value: '95%+' },
    { label: 'Expert support', value: '24/7' },
  ];

  return (
    <Box component="section" aria-label="Platform figures" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={2}>
          {tiles.map((tile) => (
            <Grid
              key={tile.label}
              size={{
                xs: 6,
                sm: tiles.length > 4 ? 4 : 6,
                md: tiles.length > 4 ? 4 : 3,
                lg: 12 / tiles.length,
              }}
            >
              <StatTile value={tile.value} label={tile.label} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
