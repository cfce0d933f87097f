import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ApplicationListItemView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { applicationPath } from '../../application-paths';
import { ApplicationsProgress } from '../../../../components/applications/applications-progress';
import { ApplicationsRowActions } from './applications-row-actions';
import { ApplicationsRowNotes } from './applications-row-notes';
import { StatusChip } from '../../../../components/applications/status-chip';
import { FoldedFacts, shownFrom } from '../../../../components/lists/responsive-table-head';
import { TableScroller } from '../../../../components/lists/table-scroller';

export type ApplicationsListProps = {
  applications: ApplicationListItemView[];
  onView: (application: ApplicationListItemView) => void;
  onDelete: (application: ApplicationListItemView) => void;
};

const columns = ['Destination', 'Visa Type', 'Status', 'Progress', 'Submitted', 'Reference', 'Actions'];
/** Below 1200 px the reference folds under the destination. */
const isFolded = (column: string) => column === 'Reference';

/** The applications as a table (from 900 px; cards below); below 1200 px the reference folds under the destination. */
export function ApplicationsTable({ applications, onView, onDelete }: ApplicationsListProps) {
  return (
    <TableScroller label="My applications">
      <Table aria-label="My applications">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(isFolded(column) && shownFrom('lg')) }}
              >
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
                <FoldedFacts below="lg">{application.referenceNumber}</FoldedFacts>
              </TableCell>
              <TableCell>{application.visaTypeName}</TableCell>
              <TableCell>
                <StatusChip status={application.status} />
                <ApplicationsRowNotes application={application} />
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
              <TableCell sx={{ ...shownFrom('lg'), fontFamily: 'monospace' }}>
                {application.referenceNumber}
              </TableCell>
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
