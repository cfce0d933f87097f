import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupIcon from '@mui/icons-material/Group';
import PaymentsIcon from '@mui/icons-material/Payments';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconComponent } from '@mui/icons-material';
import { Avatar, Box, Card, Grid, Skeleton, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { CorporateStatsView } from '@visabridge/contract';
import { formatNumber } from '../../../lib/format';

type Summary = {
  label: string;
  icon: SvgIconComponent;
  color: 'primary' | 'warning' | 'success' | 'secondary';
  value: (stats: CorporateStatsView) => string;
};

const summaries: Summary[] = [
  {
    label: 'Total Employees',
    icon: GroupIcon,
    color: 'primary',
    value: (s) => formatNumber(s.totalEmployees),
  },
  {
    label: 'Active Applications',
    icon: AssignmentIcon,
    color: 'warning',
    value: (s) => formatNumber(s.activeApplications),
  },
  {
    label: 'Total Spent',
    icon: PaymentsIcon,
    color: 'success',
    value: (s) => formatMoney(s.totalSpent, s.currency),
  },
  { label: 'Company Rating', icon: StarIcon, color: 'secondary', value: (s) => s.companyRating },
];

/** The four summary cards; each shows a placeholder until the figures arrive. */
export function CorporateStatCards({ stats }: { stats: CorporateStatsView | undefined }) {
  return (
    <Grid component="section" aria-label="Company figures" container spacing={2}>
      {summaries.map(({ label, icon: Icon, color, value }) => {
        const id = `corporate-${label.replaceAll(' ', '-').toLowerCase()}`;
        return (
          <Grid key={label} size={{ xs: 6, md: 3 }}>
            <Card role="group" aria-labelledby={id} sx={{ height: '100%', p: 2, display: 'flex', gap: 1.5 }}>
              <Avatar
                sx={{
                  display: { xs: 'none', sm: 'flex' },
                  bgcolor: `${color}.main`,
                  color: `${color}.contrastText`,
                }}
              >
                <Icon aria-hidden="true" />
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography id={id} variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="p" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {stats ? value(stats) : <Skeleton width={80} aria-label="Loading" />}
                </Typography>
              </Box>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
