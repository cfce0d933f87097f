import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ApplicationCounts } from '@visabridge/contract';
import { formatNumber } from '../../../../lib/format';

const cards: { key: keyof ApplicationCounts; label: MessageDescriptor; color: string }[] = [
  {
    key: 'total',
    label: msg({ message: 'Total', comment: 'how many applications there are in all' }),
    color: 'primary.main',
  },
  {
    key: 'pending',
    label: msg({ message: 'Pending', comment: 'how many applications are in this status' }),
    color: 'warning.main',
  },
  {
    key: 'in_review',
    label: msg({ message: 'In Review', comment: 'how many applications are in this status' }),
    color: 'info.main',
  },
  {
    key: 'approved',
    label: msg({ message: 'Approved', comment: 'how many applications are in this status' }),
    color: 'success.main',
  },
  {
    key: 'rejected',
    label: msg({ message: 'Rejected', comment: 'how many applications are in this status' }),
    color: 'error.main',
  },
  {
    key: 'draft',
    label: msg({ message: 'Draft', comment: 'how many applications are in this status (not submitted yet)' }),
    color: 'text.secondary',
  },
];

type Props = { counts: ApplicationCounts | undefined; isError: boolean };

/** How many applications are in each status; a dash when the counts could not be loaded. */
export function ApplicationsStatCards({ counts, isError }: Props) {
  const { t } = useLingui();
  return (
    <Grid component="section" aria-label={t`Applications by status`} container spacing={2} sx={{ mb: 3 }}>
      {cards.map(({ key, label, color }) => (
        <Grid key={key} size={{ xs: 4, md: 2 }}>
          <Card
            role="group"
            aria-labelledby={`count-${key}`}
            sx={{ height: '100%', borderTop: 3, borderTopColor: color }}
          >
            <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
              <Typography id={`count-${key}`} variant="body2" color="text.secondary" noWrap>
                {t(label)}
              </Typography>
              <Typography
                component="p"
                variant="h4"
                sx={{ fontWeight: 700, mt: 0.5, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
              >
                {counts ? (
                  formatNumber(counts[key])
                ) : isError ? (
                  '—'
                ) : (
                  <Skeleton width={48} aria-label={t`Loading`} />
                )}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
