import { useLingui } from '@lingui/react/macro';
import { Container } from '@mui/material';
import { LoadErrorAlert } from '../../../../components/alerts/load-error-alert';
import { errorMessage } from '../../../../lib/api-client';

type Props = { error: unknown; onRetry: () => void };

/** The application could not be loaded for another reason than its absence (network, server). */
export function DetailsLoadError({ error, onRetry }: Props) {
  const { t } = useLingui();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <title>{t({ message: 'Application | VisaBridge', comment: "the browser tab's title" })}</title>
      <LoadErrorAlert message={errorMessage(error)} onRetry={onRetry} />
    </Container>
  );
}
