import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';
import { applicationPath } from '../application-paths';
import { ApplicationsProgress } from './applications-progress';
import { ApplicationsRowActions } from './applications-row-actions';
import { StatusChip } from './status-chip';
import { TableScroller } from '../../../components/table-scroller';

export type ApplicationsListProps = {
  applications: ApplicationView[];
  onView: (application: ApplicationView) => void;
  onDelete: (application: ApplicationView) => void;
};

const columns = ['Destination', 'Visa Type', 'Status', 'Progress', 'Submitted', 'Reference', 'Actions'];

/** The applications as a table (wide screens); it scrolls sideways if the window is narrow. */
export function ApplicationsTable({ applications, onView, onDelete }: ApplicationsListProps) {
  return (
    <TableScroller label="My applications">
      <Table aria-label="My applications" sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {applications.map((application) => (
            <TableRow key={application.id} hover>
              <TableCell>
                <Link component={RouterLink} to={applicationPath(application.id)} sx={{ fontWeight: 600 }}>
                  {application.destination}
                </Link>
              </TableCell>
              <TableCell>{application.visaTypeName}</TableCell>
              <TableCell>
                <StatusChip status={application.status} />
              </TableCell>
              <TableCell>
                <ApplicationsProgress
                  value={application.progress}
                  label={`Progress of ${application.referenceNumber}`}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {application.submittedAt ? formatDate(application.submittedAt, 'short') : '—'}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{application.referenceNumber}</TableCell>
              <TableCell>
                <ApplicationsRowActions application={application} onView={onView} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
