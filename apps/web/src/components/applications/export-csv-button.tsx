import { Trans, useLingui } from '@lingui/react/macro';
import { localDayOf } from '@visabridge/contract';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button } from '@mui/material';
import { errorMessage } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-document';
import { useFileDownload } from '../../lib/use-file-download';

/** The list's filters and sort without its paging: the export holds every matching row. */
const exportQueryOf = (listQuery: URLSearchParams) => {
  const query = new URLSearchParams(listQuery);
  query.delete('page');
  query.delete('pageSize');
  query.delete('cursor');
  return query.toString();
};

/**
 * Downloads the staff list as it is filtered and sorted, as CSV (GET /visa-applications/export.csv): an
 * agent's own applications, every application for an admin.
 */
export function ExportCsvButton({ listQuery }: { listQuery: URLSearchParams }) {
  const { t } = useLingui();
  const fileName = `applications-${localDayOf()}.csv`;
  const { isDownloading, start } = useFileDownload(
    () => downloadFile(`/visa-applications/export.csv?${exportQueryOf(listQuery)}`, fileName),
    {
      success: t`Downloading ${fileName}`,
      failure: (error) => errorMessage(error, t`Failed to export the applications`),
    },
  );
  return (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} loading={isDownloading} onClick={start}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
