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
import { formatNumber, formatCount } from '../../../lib/format';
import { useAgentStats } from '../api/use-agent-stats';
import { agentMessages } from '../agent-messages';
import { useLoadFailureToast } from './use-load-failure-toast';

type Figure = {
  label: string;
  icon: SvgIconComponent;
  color: 'primary' | 'warning' | 'info' | 'success' | 'error' | 'secondary';
  value: (stats: AgentStatsView) => string;
  /** A second line under the value, e.g. how many ratings a mean is made of. */
  detail?: (stats: AgentStatsView) => { text: string; isAlert?: boolean } | null;
};

const figures: Figure[] = [
  { label: 'Assigned', icon: AssignmentIndIcon, color: 'primary', value: (s) => formatNumber(s.assigned) },
  { label: 'Pending', icon: HourglassTopIcon, color: 'warning', value: (s) => formatNumber(s.pending) },
  { label: 'In Review', icon: RateReviewIcon, color: 'info', value: (s) => formatNumber(s.inReview) },
  { label: 'Approved', icon: CheckCircleIcon, color: 'success', value: (s) => formatNumber(s.approved) },
  { label: 'Rejected', icon: CancelIcon, color: 'error', value: (s) => formatNumber(s.rejected) },
  {
    label: 'Average Processing Time',
    icon: TimerIcon,
    color: 'secondary',
    value: (s) =>
      s.averageProcessingDays === null ? 'No decisions yet' : `${s.averageProcessingDays.toFixed(1)} days`,
    detail: () => ({ text: 'From submission to decision' }),
  },
  {
    label: 'Client Satisfaction',
    icon: StarIcon,
    color: 'warning',
    value: (s) => (s.satisfaction === null ? 'No ratings yet' : `${s.satisfaction.toFixed(1)}/5.0`),
    detail: (s) => ({ text: formatCount(s.ratingsCount, 'rating') }),
  },
  {
    label: 'Open tasks',
    icon: PlaylistAddCheckIcon,
    color: 'primary',
    value: (s) => formatNumber(s.openTasks),
    detail: (s) => ({ text: `${formatNumber(s.overdueTasks)} overdue`, isAlert: s.overdueTasks > 0 }),
  },
];

/** The agent's own figures, computed by the server from their applications, decisions, ratings and tasks. */
export function AgentStatCards() {
  const stats = useAgentStats();
  useLoadFailureToast(stats.error);
  if (stats.isError && !stats.data)
    return <LoadErrorAlert message={agentMessages.loadFailed} onRetry={() => void stats.refetch()} />;

  return (
    <Grid component="section" aria-label="Your figures" container spacing={2}>
      {figures.map(({ label, icon: Icon, color, value, detail }) => {
        const extra = stats.data && detail?.(stats.data);
        const id = `agent-stat-${label.replaceAll(' ', '-').toLowerCase()}`;
        return (
          <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}>
            <Card
              role="group"
              aria-labelledby={id}
              sx={{ height: '100%', p: 2, borderTop: 3, borderTopColor: `${color}.main` }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Icon fontSize="small" color={color} aria-hidden="true" />
                <Typography id={id} variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
                  {label}
                </Typography>
              </Stack>
              <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
                {stats.data ? value(stats.data) : <Skeleton width={64} aria-label="Loading" />}
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
