import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PublicIcon from '@mui/icons-material/Public';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, Grid, Typography } from '@mui/material';
import type { IndividualDashboardView } from '@visabridge/contract';
import { formatNumber } from '../../../lib/format';

type Stat = {
  key: keyof Pick<
    IndividualDashboardView,
    | 'totalApplications'
    | 'pendingApplications'
    | 'approvedApplications'
    | 'rejectedApplications'
    | 'documentsUploaded'
    | 'countriesVisited'
  >;
  label: MessageDescriptor;
  icon: SvgIconComponent;
  color: 'primary' | 'warning' | 'success' | 'error' | 'info' | 'secondary';
};

const stats: Stat[] = [
  { key: 'totalApplications', label: msg`Total Applications`, icon: DescriptionIcon, color: 'primary' },
  {
    key: 'pendingApplications',
    label: msg({
      message: 'Pending',
      comment: 'dashboard figure: how many applications wait for a decision',
    }),
    icon: HourglassTopIcon,
    color: 'warning',
  },
  {
    key: 'approvedApplications',
    label: msg({ message: 'Approved', comment: 'dashboard figure: how many applications were approved' }),
    icon: CheckCircleIcon,
    color: 'success',
  },
  {
    key: 'rejectedApplications',
    label: msg({ message: 'Rejected', comment: 'dashboard figure: how many applications were rejected' }),
    icon: CancelIcon,
    color: 'error',
  },
  { key: 'documentsUploaded', label: msg`Documents Uploaded`, icon: FolderIcon, color: 'info' },
  { key: 'countriesVisited', label: msg`Countries Visited`, icon: PublicIcon, color: 'secondary' },
];

/** The traveller's figures, each counted by the server. */
export function DashboardStatCards({ dashboard }: { dashboard: IndividualDashboardView }) {
  const { t } = useLingui();
  return (
    <Grid component="section" aria-label={t`Your figures`} container spacing={2}>
      {stats.map(({ key, label, icon: Icon, color }) => (
        <Grid key={key} size={{ xs: 6, sm: 4, lg: 2 }}>
          <Card role="group" aria-labelledby={`stat-${key}`} sx={{ height: '100%', p: 2 }}>
            <Box
              sx={{
                width: 36,
                height: 36,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: `${color}.main`,
                color: `${color}.contrastText`,
                mb: 1.5,
              }}
            >
              <Icon fontSize="small" aria-hidden="true" />
            </Box>
            <Typography component="p" variant="h4" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
              {formatNumber(dashboard[key])}
            </Typography>
            <Typography id={`stat-${key}`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t(label)}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
