import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupIcon from '@mui/icons-material/Group';
import PaymentsIcon from '@mui/icons-material/Payments';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconComponent } from '@mui/icons-material';
import { Avatar, Box, Card, Grid, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { CorporateStatsView } from '@visabridge/contract';
import { formatNumber } from '../../../lib/format';
import { companyRatingCaption, companyRatingExplanation } from './company-rating-caption';

type Summary = {
  label: string;
  icon: SvgIconComponent;
  color: 'primary' | 'warning' | 'success' | 'secondary';
  value: (stats: CorporateStatsView) => string;
  /** What the figure is worked out from, under it, and how (behind a help button). */
  caption?: (stats: CorporateStatsView) => string[];
  explanation?: string;
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
  {
    label: 'Company Rating',
    icon: StarIcon,
    color: 'secondary',
    value: (s) => s.companyRating ?? 'Not rated',
    caption: (s) => companyRatingCaption(s.companyRatingBasis),
    explanation: companyRatingExplanation,
  },
];

/** The four summary cards; each shows a placeholder until the figures arrive; the rating says what it is from. */
export function CorporateStatCards({ stats }: { stats: CorporateStatsView | undefined }) {
  return (
    <Grid component="section" aria-label="Company figures" container spacing={2}>
      {summaries.map(({ label, icon: Icon, color, value, caption, explanation }) => {
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
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography id={id} variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="p" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {stats ? value(stats) : <Skeleton width={80} aria-label="Loading" />}
                </Typography>
                {stats &&
                  caption?.(stats).map((line) => (
                    <Typography key={line} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {line}
                    </Typography>
                  ))}
              </Box>
              {explanation && (
                <Tooltip title={explanation} describeChild>
                  <IconButton
                    size="small"
                    aria-label={`How the ${label.toLowerCase()} is worked out`}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    <InfoOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
