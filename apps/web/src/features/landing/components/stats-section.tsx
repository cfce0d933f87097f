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

  return (
    <Box component="section" aria-label="Platform figures" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile value={counted(data?.countries)} label="Countries covered" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile value={counted(data?.travellers)} label="Registered travellers" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile value="95%+" label="Success rate" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile value="24/7" label="Expert support" />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
