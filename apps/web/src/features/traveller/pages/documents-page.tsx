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

export default function DocumentsPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const documents = useMyDocuments(page, pageSize);

  return (
    <PageContainer
      title="My Documents"
      subtitle="Every file you uploaded to your applications. PDF, JPEG or PNG, up to 10 MB each; you add or replace files while an application is a draft."
      actions={
        <Button component={RouterLink} to="/applications" variant="outlined">
          My applications
        </Button>
      }
    >
      <QueryCard query={documents} loadingLabel="Loading documents...">
        {({ items, total }) =>
          total === 0 ? (
            <EmptyState
              icon={FolderOpenIcon}
              title="No documents yet"
              action={
                <Button component={RouterLink} to="/visa-check" variant="contained">
                  Check visa requirements
                </Button>
              }
            >
              The documents you upload while filling in an application show here, ready to download.
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
