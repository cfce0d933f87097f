import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AssignmentIcon from '@mui/icons-material/Assignment';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { DashboardApplicationItem } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';
import {
  compactOnPhones,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../components/lists/responsive-table-head';
import { SectionCard } from '../../../components/layout/section-card';
import { ApplicationsProgress } from '../../../components/applications/applications-progress';
import { StatusChip } from '../../../components/applications/status-chip';
import { TableScroller } from '../../../components/lists/table-scroller';

// On a phone the visa type, and below 900 px the progress, move under the destination to keep the table on screen.
const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  { label: msg({ message: 'Destination', comment: 'table column' }) },
  { label: msg({ message: 'Visa Type', comment: 'table column' }), shownFrom: 'sm' },
  { label: msg({ message: 'Status', comment: 'table column: the application status' }) },
  {
    label: msg({ message: 'Progress', comment: 'table column: how far an application has come' }),
    shownFrom: 'md',
  },
  { label: msg({ message: 'Actions', comment: 'table column of buttons' }), align: 'right' },
];

function ApplicationRow({ application }: { application: DashboardApplicationItem }) {
  const { t } = useLingui();
  const { destination, referenceNumber } = application;
  const progressLabel = t`Progress of ${destination} application ${referenceNumber}`;
  return (
    <TableRow hover>
      <TableCell>
        <Typography sx={{ fontWeight: 600 }}>{application.destination}</Typography>
        <Typography variant="body2" color="text.secondary">
          <Typography component="span" variant="inherit" sx={{ display: { sm: 'none' } }}>
            {application.visaTypeName} ·{' '}
          </Typography>
          {application.referenceNumber}
        </Typography>
        <Box sx={{ ...foldedBelow('md'), mt: 0.5 }}>
          <ApplicationsProgress value={application.progress} label={progressLabel} />
        </Box>
      </TableCell>
      <TableCell sx={shownFrom('sm')}>{application.visaTypeName}</TableCell>
      <TableCell>
        <StatusChip status={application.status} />
      </TableCell>
      <TableCell sx={shownFrom('md')}>
        <ApplicationsProgress value={application.progress} label={progressLabel} />
      </TableCell>
      <TableCell align="right">
        <Tooltip title={t`View application`}>
          <IconButton
            component={RouterLink}
            to={`/applications/${application.id}`}
            aria-label={t`View ${destination} application ${referenceNumber}`}
          >
            <VisibilityOutlinedIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

/** The five most recently changed applications; a first-time user is pointed to the visa check instead. */
export function RecentApplicationsCard({ applications }: { applications: DashboardApplicationItem[] }) {
  const { t } = useLingui();
  return (
    <SectionCard
      id="recent-applications"
      title={t`Recent Applications`}
      icon={AssignmentIcon}
      link={
        applications.length > 0
          ? {
              to: '/applications',
              label: t({ message: 'View all', comment: 'link to the page listing every application' }),
            }
          : undefined
      }
    >
      {applications.length === 0 ? (
        <EmptyState
          icon={TravelExploreIcon}
          title={t`No applications yet`}
          action={
            <Button
              component={RouterLink}
              to="/visa-check"
              variant="contained"
              startIcon={<TravelExploreIcon />}
            >
              <Trans>Check visa requirements</Trans>
            </Button>
          }
        >
          <Trans>
            Start with a visa check: tell us your nationality and destination, see what the trip needs, then
            apply in a few steps.
          </Trans>
        </EmptyState>
      ) : (
        <TableScroller
          labelledBy="recent-applications-title"
          sx={{ mx: { xs: -2, sm: 0 }, width: { xs: 'calc(100% + 32px)', sm: '100%' } }}
        >
          <Table size="small" aria-labelledby="recent-applications-title" sx={compactOnPhones}>
            <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
            <TableBody>
              {applications.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
    </SectionCard>
  );
}
