import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@visabridge/contract';
import { useEffect, useMemo } from 'react';
import { ColumnGrid } from '../../../components/layout/column-grid';
import { LazyAlert } from '../../../components/alerts/lazy-alert';
import { isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useVisaDataStatus } from '../api/get-data-status';
import { CheckDetailsContext } from '../components/check-details-context';
import { CheckOutcome } from '../components/check-outcome';
import { useVisaCheck } from '../components/use-visa-check';
import { VisaCheckForm } from '../components/visa-check-form';
import { contractText } from '../../../lib/i18n/contract-texts';

export default function VisaCheckPage() {
  const { t, i18n } = useLingui();
  const dataStatus = useVisaDataStatus();
  const isDataMissing = dataStatus.data?.edition === null;
  // A linked check waits for the data status: without data the server could only refuse it.
  const canCheck = Boolean(dataStatus.data?.edition) || dataStatus.isError;
  const { form, onSubmit, check, details, isChecking, travelDate, returnDate } = useVisaCheck({ canCheck });
  const toast = useToast();
  const checkDetails = useMemo(
    () => ({ details, isChecking, travelDate, returnDate }),
    [details, isChecking, travelDate, returnDate],
  );

  useEffect(() => {
    // preventDuplicate keeps StrictMode's second effect run from stacking a second toast.
    if (check.error && !isSessionEnd(check.error)) {
      toast.error(messages.visaCheckFailed, { preventDuplicate: true });
    }
  }, [check.error, toast]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{t`Visa Requirements Checker | VisaBridge`}</title>
      <Typography component="h1" variant="h4">
        <Trans>Visa Requirements Checker</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 720 }}>
        <Trans>
          Find out what your passport needs for your destination: whether you need a visa, how long you may
          stay, what it costs and which documents to prepare. Several destinations or a connection?{' '}
          <Link component={RouterLink} to="/trip-check">
            Check a whole trip
          </Link>
          .
        </Trans>
      </Typography>
      {isDataMissing && (
        <LazyAlert severity="warning" sx={{ mb: 3 }}>
          {contractText(i18n, dataStatus.data?.notice ?? messages.visaDataMissing)}
        </LazyAlert>
      )}
      <ColumnGrid columns={{ xs: 1, md: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={3}>
        <div>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <VisaCheckForm
              form={form}
              onSubmit={onSubmit}
              isChecking={isChecking}
              isDataMissing={isDataMissing}
            />
          </Box>
        </div>
        <div>
          <CheckDetailsContext value={checkDetails}>
            <CheckOutcome
              result={check.data}
              error={check.error}
              isChecking={isChecking}
              hasSubmitted={form.formState.submitCount > 0}
            />
          </CheckDetailsContext>
        </div>
      </ColumnGrid>
    </Container>
  );
}
