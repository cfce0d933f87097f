import { Container } from '@mui/material';
import { LoadErrorAlert } from '../../../../components/alerts/load-error-alert';
import { errorMessage } from '../../../../lib/api-client';

type Props = { error: unknown; onRetry: () => void };

/** The application could not be loaded for another reason than its absence (network, server). */
export function DetailsLoadError({ error, onRetry }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <title>Application | VisaBridge</title>
      <LoadErrorAlert message={errorMessage(error)} onRetry={onRetry} />
    </Container>
  );
}
