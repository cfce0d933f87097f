import { useLingui } from '@lingui/react/macro';
import { Box, LinearProgress } from '@mui/material';
import { LoadErrorAlert } from '../../../components/alerts/load-error-alert';
import { corporateMessages } from '../corporate-messages';

type Props = { isLoading: boolean; retry: (() => void) | null };

/** A thin bar while the company's data loads, or the failure with a retry button. */
export function OverviewLoadingBar({ isLoading, retry }: Props) {
  const { t } = useLingui();
  return (
    <>
      <Box sx={{ height: 4, mb: 2 }}>
        {isLoading && <LinearProgress aria-label={t`Loading corporate dashboard data`} />}
      </Box>
      {retry && <LoadErrorAlert message={t(corporateMessages.loadFailed)} onRetry={retry} sx={{ mb: 3 }} />}
    </>
  );
}
