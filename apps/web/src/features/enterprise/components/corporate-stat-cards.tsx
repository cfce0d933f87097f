import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  /** Names the card in its element ids, the same in every language. */
  key: string;
  label: MessageDescriptor;
  icon: SvgIconComponent;
  color: 'primary' | 'warning' | 'success' | 'secondary';
  value: (i18n: I18n, stats: CorporateStatsView) => string;
  /** What the figure is worked out from, under it, and how (behind a help button). */
  caption?: (i18n: I18n, stats: CorporateStatsView) => string[];
  /** The how, and the name of the help button that shows it. */
  explanation?: { text: MessageDescriptor; buttonLabel: MessageDescriptor };
};

const summaries: Summary[] = [
  {
    key: 'total-employees',
    label: msg`Total Employees`,
    icon: GroupIcon,
    color: 'primary',
    value: (_i18n, s) => formatNumber(s.totalEmployees),
  },
  {
    key: 'active-applications',
    label: msg`Active Applications`,
    icon: AssignmentIcon,
    color: 'warning',
    value: (_i18n, s) => formatNumber(s.activeApplications),
  },
  {
    key: 'total-spent',
    label: msg`Total Spent`,
    icon: PaymentsIcon,
    color: 'success',
    value: (_i18n, s) => formatMoney(s.totalSpent, s.currency),
  },
  {
    key: 'company-rating',
    label: msg`Company Rating`,
    icon: StarIcon,
    color: 'secondary',
    value: (i18n, s) => s.companyRating ?? i18n._(msg({ message: 'Not rated', comment: 'company rating' })),
    caption: (i18n, s) => companyRatingCaption(i18n, s.companyRatingBasis),
    explanation: {
      text: companyRatingExplanation,
      buttonLabel: msg`How the company rating is worked out`,
    },
  },
];

/** The four summary cards; each shows a placeholder until the figures arrive; the rating says what it is from. */
export function CorporateStatCards({ stats }: { stats: CorporateStatsView | undefined }) {
  const { t, i18n } = useLingui();
  return (
    <Grid component="section" aria-label={t`Company figures`} container spacing={2}>
      {summaries.map(({ key, label, icon: Icon, color, value, caption, explanation }) => {
        const id = `corporate-${key}`;
        return (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
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
                  {t(label)}
                </Typography>
                <Typography component="p" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {stats ? value(i18n, stats) : <Skeleton width={80} aria-label={t`Loading`} />}
                </Typography>
                {stats &&
                  caption?.(i18n, stats).map((line) => (
                    <Typography key={line} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {line}
                    </Typography>
                  ))}
              </Box>
              {explanation && (
                <Tooltip title={t(explanation.text)} describeChild>
                  <IconButton
                    size="small"
                    aria-label={t(explanation.buttonLabel)}
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
