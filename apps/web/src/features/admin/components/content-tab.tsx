import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ContentPageSummary } from '@visabridge/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryCard } from '../../../components/query-card';
import { formatDate } from '../../../lib/format';
import { useContentPages } from '../api/list-content-pages';
import { ContentPageDialog } from './content-page-dialog';

/** Content: the company and legal pages of the footer, each edited here and published as a new version. */
export function ContentTab() {
  const pages = useContentPages();
  const [editing, setEditing] = useState<ContentPageSummary | null>(null);
  return (
    <>
      <QueryCard query={pages} loadingLabel="Loading pages...">
        {(items) => (
          <Table aria-label="Content pages">
            <TableHead>
              <TableRow>
                <TableCell>Page</TableCell>
                <TableCell align="right">Version</TableCell>
                <TableCell>Last updated</TableCell>
                <TableCell>Updated by</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((page) => (
                <TableRow key={page.slug}>
                  <TableCell>
                    <Link component={RouterLink} to={`/${page.slug}`}>
                      {page.title}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{page.version}</TableCell>
                  <TableCell>{formatDate(page.updatedAt, 'dateTime')}</TableCell>
                  <TableCell>{page.updatedByName ?? 'Shipped text'}</TableCell>
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
        )}
      </QueryCard>
      {editing && <ContentPageDialog page={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
