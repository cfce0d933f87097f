import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { FigurePlaceholder } from './figure-placeholder';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../../../lib/api/use-platform-stats';
import { useSiteInfo } from '../../../lib/api/use-site-info';

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

/**
 * Every figure is counted by the API (decision 3); the success rate appears once enough applications are
 * decided, the average rating once there is one, and "24/7" only when the configured support hours say so.
 */
export function StatsSection() {
  const { data, isPending, isError } = usePlatformStats();
  const site = useSiteInfo();
  const { t } = useLingui();
  const counted = (value: number | undefined) => {
    if (isPending) return <FigurePlaceholder width={80} centred />;
    if (isError || value === undefined) return '—';
    return formatNumber(value);
  };

  // Visa types and policies appear once there are some: a zero would undersell, a fixed number would lie.
  const successRateLabel = (decidedApplications: number) => {
    const decidedCount = formatNumber(decidedApplications);
    return t`${plural(decidedApplications, {
      one: `Success rate of ${decidedCount} decided application`,
      other: `Success rate of ${decidedCount} decided applications`,
    })}`;
  };
  const averageRatingLabel = (ratings: number) => {
    const ratingCount = formatNumber(ratings);
    return t`${plural(ratings, {
      one: `Average of ${ratingCount} rating`,
      other: `Average of ${ratingCount} ratings`,
    })}`;
  };
  const tiles = [
    { label: t`Countries covered`, value: counted(data?.countries) },
    { label: t`Registered travellers`, value: counted(data?.travellers) },
    ...(data?.visaTypes ? [{ label: t`Visa types`, value: counted(data.visaTypes) }] : []),
    ...(data?.policies ? [{ label: t`Processing policies`, value: counted(data.policies) }] : []),
    ...(data?.successRate != null
      ? [
          {
            label: successRateLabel(data.decidedApplications),
            value: `${formatNumber(data.successRate)}%`,
          },
        ]
      : []),
    ...(data?.averageRating != null
      ? [{ label: averageRatingLabel(data.ratings), value: `${data.averageRating} / 5` }]
      : []),
    ...(site.data?.alwaysOpen
      ? [
          {
            label: t`Expert support`,
            value: t({ message: '24/7', comment: 'support open round the clock, every day' }),
          },
        ]
      : []),
  ];

  return (
    <Box component="section" aria-label={t`Platform figures`} sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(auto-fit, minmax(150px, 1fr))',
            },
          }}
        >
          {tiles.map((tile) => (
            <StatTile key={tile.label} value={tile.value} label={tile.label} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
