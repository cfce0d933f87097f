import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Button, TablePagination } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { QueryCard } from '../../../components/query-card';
import { useMyDocuments } from '../api/list-my-documents';
import { DocumentsTable } from '../components/documents-table';

const pageSizes = [10, 20, 50];

/** The names the pager's arrows give screen readers (MUI's own are English). */
const pageButtonNames: Record<'first' | 'last' | 'next' | 'previous', MessageDescriptor> = {
  first: msg`Go to first page`,
  last: msg`Go to last page`,
  next: msg`Go to next page`,
  previous: msg`Go to previous page`,
};

export default function DocumentsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const documents = useMyDocuments(page, pageSize);

  return (
    <PageContainer
      title={t`My Documents`}
      subtitle={t`Every file you uploaded to your applications. PDF, JPEG or PNG, up to 10 MB each; you add or replace files while an application is a draft.`}
      actions={
        <Button component={RouterLink} to="/applications" variant="outlined">
          <Trans>My applications</Trans>
        </Button>
      }
    >
      <QueryCard query={documents} loadingLabel={t`Loading documents...`}>
        {({ items, total }) =>
          total === 0 ? (
            <EmptyState
              icon={FolderOpenIcon}
              title={t`No documents yet`}
              action={
                <Button component={RouterLink} to="/visa-check" variant="contained">
                  <Trans>Check visa requirements</Trans>
                </Button>
              }
            >
              <Trans>
                The documents you upload while filling in an application show here, ready to download.
              </Trans>
            </EmptyState>
          ) : (
            <>
              <DocumentsTable documents={items} />
              <TablePagination
                component="div"
                count={total}
                page={page - 1}
                rowsPerPage={pageSize}
                rowsPerPageOptions={pageSizes}
                labelRowsPerPage={t`Rows per page:`}
                labelDisplayedRows={({ from, to, count }) =>
                  t({
                    message: `${from}–${to} of ${count}`,
                    comment: 'the rows shown of a table: 1–10 of 42',
                  })
                }
                getItemAriaLabel={(type) => t(pageButtonNames[type])}
                // On a phone the page-size choice gives way to the page arrows.
                sx={{
                  '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
                    display: { xs: 'none', sm: 'flex' },
                  },
                }}
                onPageChange={(_event, next) => setPage(next + 1)}
                onRowsPerPageChange={(event) => {
                  setPageSize(Number(event.target.value));
                  setPage(1);
                }}
              />
            </>
          )
        }
      </QueryCard>
    </PageContainer>
  );
}
