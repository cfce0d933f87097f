import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Link, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { applicationStatuses } from '@visabridge/contract';
import type { DocumentView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { ResponsiveTableHead, shownFrom } from '../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../components/lists/responsive-table-head';
import { formatDate, formatFileSize } from '../../../lib/format';
import { StatusChip } from '../../../components/applications/status-chip';
import { DownloadDocumentButton } from '../../../components/documents/download-document-button';
import { TableScroller } from '../../../components/lists/table-scroller';

// Below the md breakpoint the application, size and date fold under the document's name.
const wideOnly = shownFrom('md');
const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  { label: msg({ message: 'Document', comment: 'table column' }) },
  {
    label: msg({ message: 'Application', comment: 'table column: the application a document belongs to' }),
    shownFrom: 'md',
  },
  { label: msg({ message: 'Size', comment: 'table column: the size of a file' }), shownFrom: 'md' },
  {
    label: msg({ message: 'Uploaded', comment: 'table column: the date a file was uploaded' }),
    shownFrom: 'md',
  },
  { label: msg({ message: 'Download', comment: 'table column of download buttons' }), align: 'right' },
];

function ApplicationLink({ document }: { document: DocumentView }) {
  const status = applicationStatuses.find((item) => item === document.applicationStatus);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={`/applications/${document.applicationId}`}>
        {document.destination} · {document.referenceNumber}
      </Link>
      {status && <StatusChip status={status} />}
    </Box>
  );
}

function DocumentRow({ document }: { document: DocumentView }) {
  const Icon = document.mimeType === 'application/pdf' ? DescriptionOutlinedIcon : ImageOutlinedIcon;
  const details = `${formatFileSize(document.size)} · ${formatDate(document.uploadedAt, 'short')}`;
  return (
    <TableRow hover>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Icon color="action" aria-hidden="true" sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.type}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {document.fileName}
            </Typography>
            <Box sx={{ display: { md: 'none' }, mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {details}
              </Typography>
              <ApplicationLink document={document} />
            </Box>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={wideOnly}>
        <ApplicationLink document={document} />
      </TableCell>
      <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{formatFileSize(document.size)}</TableCell>
      <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
        {formatDate(document.uploadedAt, 'short')}
      </TableCell>
      <TableCell align="right">
        <DownloadDocumentButton document={document} />
      </TableCell>
    </TableRow>
  );
}

/** The traveller's files with the application each belongs to; details fold under the name on small screens. */
export function DocumentsTable({ documents }: { documents: DocumentView[] }) {
  const { t } = useLingui();
  const label = t`My documents`;
  return (
    <TableScroller label={label}>
      <Table aria-label={label}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
