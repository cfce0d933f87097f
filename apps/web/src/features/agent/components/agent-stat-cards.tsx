import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import RateReviewIcon from '@mui/icons-material/RateReview';
import StarIcon from '@mui/icons-material/Star';
import TimerIcon from '@mui/icons-material/Timer';
import type { SvgIconComponent } from '@mui/icons-material';
import { Card, Grid, Skeleton, Stack, Typography } from '@mui/material';
import type { AgentStatsView } from '@visabridge/contract';
import { LoadErrorAlert } from '../../../components/alerts/load-error-alert';
import { formatNumber } from '../../../lib/format';
import { useAgentStats } from '../api/use-agent-stats';
import { agentMessages } from '../agent-messages';
import { useLoadFailureToast } from './use-load-failure-toast';

type Figure = {
  /** Names the figure's card in the page: `agent-stat-<slug>`. */
  slug: string;
  label: MessageDescriptor;
  icon: SvgIconComponent;
  color: 'primary' | 'warning' | 'info' | 'success' | 'error' | 'secondary';
  value: (stats: AgentStatsView, i18n: I18n) => string;
  /** A second line under the value, e.g. how many ratings a mean is made of. */
  detail?: (stats: AgentStatsView, i18n: I18n) => { text: string; isAlert?: boolean } | null;
};

const figures: Figure[] = [
  {
    slug: 'assigned',
    label: msg({
      message: 'Assigned',
      context: 'agent figure',
      comment: 'how many applications the agent has',
    }),
    icon: AssignmentIndIcon,
    color: 'primary',
    value: (s) => formatNumber(s.assigned),
  },
  {
    slug: 'pending',
    label: msg({
      message: 'Pending',
      context: 'agent figure',
      comment: "how many of the agent's applications wait for a review",
    }),
    icon: HourglassTopIcon,
    color: 'warning',
    value: (s) => formatNumber(s.pending),
  },
  {
    slug: 'in-review',
    label: msg({
      message: 'In Review',
      context: 'agent figure',
      comment: "how many of the agent's applications are being reviewed",
    }),
    icon: RateReviewIcon,
    color: 'info',
    value: (s) => formatNumber(s.inReview),
  },
  {
    slug: 'approved',
    label: msg({
      message: 'Approved',
      context: 'agent figure',
      comment: "how many of the agent's applications were approved",
    }),
    icon: CheckCircleIcon,
    color: 'success',
    value: (s) => formatNumber(s.approved),
  },
  {
    slug: 'rejected',
    label: msg({
      message: 'Rejected',
      context: 'agent figure',
      comment: "how many of the agent's applications were rejected",
    }),
    icon: CancelIcon,
    color: 'error',
    value: (s) => formatNumber(s.rejected),
  },
  {
    slug: 'average-processing-time',
    label: msg`Average Processing Time`,
    icon: TimerIcon,
    color: 'secondary',
    value: (s, i18n) => {
      if (s.averageProcessingDays === null) return i18n._(msg`No decisions yet`);
      const averageDays = s.averageProcessingDays.toFixed(1);
      return i18n._(
        msg({
          message: `${averageDays} days`,
          comment: 'a mean number of days with one decimal, e.g. 4.5 days',
        }),
      );
    },
    detail: (_s, i18n) => ({ text: i18n._(msg`From submission to decision`) }),
  },
  {
    slug: 'client-satisfaction',
    label: msg`Client Satisfaction`,
    icon: StarIcon,
    color: 'warning',
    value: (s, i18n) =>
      s.satisfaction === null ? i18n._(msg`No ratings yet`) : `${s.satisfaction.toFixed(1)}/5.0`,
    detail: ({ ratingsCount }, i18n) => {
      const ratingCount = formatNumber(ratingsCount);
      return {
        text: i18n._(
          msg`${plural(ratingsCount, { one: `${ratingCount} rating`, other: `${ratingCount} ratings` })}`,
        ),
      };
    },
  },
  {
    slug: 'open-tasks',
    label: msg`Open tasks`,
    icon: PlaylistAddCheckIcon,
    color: 'primary',
    value: (s) => formatNumber(s.openTasks),
    detail: ({ overdueTasks }, i18n) => {
      const overdueCount = formatNumber(overdueTasks);
      return {
        text: i18n._(
          msg({
            message: plural(overdueTasks, {
              one: `${overdueCount} overdue`,
              other: `${overdueCount} overdue`,
            }),
            comment: 'how many of the open tasks are past their due date',
          }),
        ),
        isAlert: overdueTasks > 0,
      };
    },
  },
];

/** The agent's own figures, computed by the server from their applications, decisions, ratings and tasks. */
export function AgentStatCards() {
  const { t, i18n } = useLingui();
  const stats = useAgentStats();
  useLoadFailureToast(stats.error);
  if (stats.isError && !stats.data)
    return <LoadErrorAlert message={t(agentMessages.loadFailed)} onRetry={() => void stats.refetch()} />;

  return (
    <Grid component="section" aria-label={t`Your figures`} container spacing={2}>
      {figures.map(({ slug, label, icon: Icon, color, value, detail }) => {
        const extra = stats.data && detail?.(stats.data, i18n);
        const id = `agent-stat-${slug}`;
        return (
          <Grid key={slug} size={{ xs: 6, sm: 4, md: 3 }}>
            <Card
              role="group"
              aria-labelledby={id}
              sx={{ height: '100%', p: 2, borderTop: 3, borderTopColor: `${color}.main` }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Icon fontSize="small" color={color} aria-hidden="true" />
                <Typography id={id} variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
                  {t(label)}
                </Typography>
              </Stack>
              <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
                {stats.data ? (
                  value(stats.data, i18n)
                ) : (
                  <Skeleton
                    width={64}
                    aria-label={t({ message: 'Loading', comment: 'a figure not loaded yet' })}
                  />
                )}
              </Typography>
              {extra && (
                <Typography
                  variant="body2"
                  color={extra.isAlert ? 'error' : 'text.secondary'}
                  sx={{ fontWeight: extra.isAlert ? 700 : undefined }}
                >
                  {extra.text}
                </Typography>
              )}
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
