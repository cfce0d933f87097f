import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ContentPageSummary } from '@visabridge/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryCard } from '../../../components/query-card';
import {
  compactOnPhones,
  FoldedFacts,
  ResponsiveTableHead,
  shownFrom,
} from '../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../components/lists/responsive-table-head';
import { TableScroller } from '../../../components/lists/table-scroller';
import { formatDate } from '../../../lib/format';
import { useContentPages } from '../api/list-content-pages';
import { ContentPageDialog } from './content-page-dialog';

const columns: TableColumn[] = [
  { label: 'Page' },
  { label: 'Version', shownFrom: 'sm', align: 'right' },
  { label: 'Last updated', shownFrom: 'sm' },
  { label: 'Updated by', shownFrom: 'md' },
  { label: 'Actions', align: 'right' },
];

const updatedBy = (page: ContentPageSummary) => page.updatedByName ?? 'Shipped text';

/**
 * Content: the company and legal pages of the footer, each edited here and published as a new version.
 * On a phone the version and its date and author fold under the page's name.
 */
export function ContentTab() {
  const pages = useContentPages();
  const [editing, setEditing] = useState<ContentPageSummary | null>(null);
  return (
    <>
      <QueryCard query={pages} loadingLabel="Loading pages...">
        {(items) => (
          <TableScroller label="Content pages">
            <Table aria-label="Content pages" sx={compactOnPhones}>
              <ResponsiveTableHead columns={columns} />
              <TableBody>
                {items.map((page) => (
                  <TableRow key={page.slug}>
                    <TableCell>
                      <Link component={RouterLink} to={`/${page.slug}`}>
                        {page.title}
                      </Link>
                      <FoldedFacts below="sm">
                        Version {page.version} · {formatDate(page.updatedAt, 'dateTime')}
                      </FoldedFacts>
                      <FoldedFacts below="md">
                        {page.updatedByName ? `Updated by ${page.updatedByName}` : updatedBy(page)}
                      </FoldedFacts>
                    </TableCell>
                    <TableCell align="right" sx={shownFrom('sm')}>
                      {page.version}
                    </TableCell>
                    <TableCell sx={shownFrom('sm')}>{formatDate(page.updatedAt, 'dateTime')}</TableCell>
                    <TableCell sx={shownFrom('md')}>{updatedBy(page)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        startIcon={<EditIcon />}
                        onClick={() => setEditing(page)}
                        aria-label={`Edit ${page.title}`}
                      >
                        Edit
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </QueryCard>
      {editing && <ContentPageDialog page={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
