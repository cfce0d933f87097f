import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

const columns = [
  {
    key: 'destination',
    label: msg({ message: 'Destination', comment: 'table header: the country applied for' }),
  },
  { key: 'visaType', label: msg({ message: 'Visa Type', comment: 'table header' }) },
  { key: 'status', label: msg({ message: 'Status', comment: "table header: an application's status" }) },
  {
    key: 'progress',
    label: msg({ message: 'Progress', comment: 'table header: how far an application is' }),
  },
  {
    key: 'submitted',
    label: msg({ message: 'Submitted', comment: 'table header: the date an application was submitted' }),
  },
  {
    key: 'reference',
    label: msg({ message: 'Reference', comment: "table header: an application's reference number" }),
  },
  { key: 'actions', label: msg({ message: 'Actions', comment: 'table header: the buttons of a row' }) },
] as const;
/** Below 1200 px the reference folds under the destination. */
const isFolded = (column: (typeof columns)[number]['key']) => column === 'reference';

/** The applications as a table (from 900 px; cards below); below 1200 px the reference folds under the destination. */
export function ApplicationsTable({ applications, onView, onDelete }: ApplicationsListProps) {
  const { t } = useLingui();
  return (
    <TableScroller label={t`My applications`}>
      <Table aria-label={t`My applications`}>
        <TableHead>
          <TableRow>
            {columns.map(({ key, label }) => (
              <TableCell
                key={key}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(isFolded(key) && shownFrom('lg')) }}
              >
                {t(label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {applications.map((application) => {
            const { referenceNumber } = application;
            return (
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
                    label={t`Progress of ${referenceNumber}`}
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
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
