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
const columns: TableColumn[] = [
  { label: 'Destination' },
  { label: 'Visa Type', shownFrom: 'sm' },
  { label: 'Status' },
  { label: 'Progress', shownFrom: 'md' },
  { label: 'Actions', align: 'right' },
];

function ApplicationRow({ application }: { application: DashboardApplicationItem }) {
  const name = `${application.destination} application ${application.referenceNumber}`;
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
          <ApplicationsProgress value={application.progress} label={`Progress of ${name}`} />
        </Box>
      </TableCell>
      <TableCell sx={shownFrom('sm')}>{application.visaTypeName}</TableCell>
      <TableCell>
        <StatusChip status={application.status} />
      </TableCell>
      <TableCell sx={shownFrom('md')}>
        <ApplicationsProgress value={application.progress} label={`Progress of ${name}`} />
      </TableCell>
      <TableCell align="right">
        <Tooltip title="View application">
          <IconButton
            component={RouterLink}
            to={`/applications/${application.id}`}
            aria-label={`View ${name}`}
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
  return (
    <SectionCard
      id="recent-applications"
      title="Recent Applications"
      icon={AssignmentIcon}
      link={applications.length > 0 ? { to: '/applications', label: 'View all' } : undefined}
    >
      {applications.length === 0 ? (
        <EmptyState
          icon={TravelExploreIcon}
          title="No applications yet"
          action={
            <Button
              component={RouterLink}
              to="/visa-check"
              variant="contained"
              startIcon={<TravelExploreIcon />}
            >
              Check visa requirements
            </Button>
          }
        >
          Start with a visa check: tell us your nationality and destination, see what the trip needs, then
          apply in a few steps.
        </EmptyState>
      ) : (
        <TableScroller
          labelledBy="recent-applications-title"
          sx={{ mx: { xs: -2, sm: 0 }, width: { xs: 'calc(100% + 32px)', sm: '100%' } }}
        >
          <Table size="small" aria-labelledby="recent-applications-title" sx={compactOnPhones}>
            <ResponsiveTableHead columns={columns} />
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
