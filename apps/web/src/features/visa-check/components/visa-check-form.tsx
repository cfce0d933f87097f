import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { messages, purposes } from '@visabridge/contract';
import { useWatch } from 'react-hook-form';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { LazyAlert } from '../../../components/alerts/lazy-alert';
import { RhfNativeSelectField } from '../../../components/form/native-select-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { purposeNames } from '../../../components/visa/purpose-names';
import { useActiveCountries } from '../../../lib/api/use-countries';
import { PopularDestinations } from './popular-destinations';
import { visaCheckFormKey, type useVisaCheck } from './use-visa-check';
import { contractText } from '../../../lib/i18n/contract-texts';

type Props = Pick<ReturnType<typeof useVisaCheck>, 'form' | 'onSubmit' | 'isChecking'> & {
  /** No data edition yet: the server cannot answer, so checking is off. */
  isDataMissing: boolean;
};

const missingId = 'visa-check-countries-missing';

export function VisaCheckForm({ form, onSubmit, isChecking, isDataMissing }: Props) {
  const { t, i18n } = useLingui();
  const { control, setValue, clearErrors } = form;
  const countries = useActiveCountries();
  const [fromCountry, toCountry] = useWatch({ control, name: ['fromCountry', 'toCountry'] });
  const isMissing = !fromCountry || !toCountry;

  const countryField = (name: 'fromCountry' | 'toCountry', label: string) => (
    <RhfCountryField control={control} name={name} label={label} isRequired />
  );

  return (
    <Card>
      <CardContent
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t`Visa check`}
        data-keep-typed={visaCheckFormKey}
        sx={{ p: 3 }}
      >
        <Stack spacing={2.5}>
          {countries.isError && (
            <LazyAlert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void countries.refetch()}>
                  <Trans>Retry</Trans>
                </Button>
              }
            >
              {contractText(i18n, messages.countriesLoadFailed)}
            </LazyAlert>
          )}
          {countryField('fromCountry', t`From Country (Your Nationality)`)}
          {countryField('toCountry', t`To Country (Destination)`)}
          <PopularDestinations
            selected={toCountry}
            onPick={(code) => {
              setValue('toCountry', code, { shouldDirty: true });
              clearErrors('toCountry');
            }}
          />
          <RhfNativeSelectField control={control} name="purpose" label={t`Purpose of Visit`}>
            {purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {t(purposeNames[purpose])}
              </option>
            ))}
          </RhfNativeSelectField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <RhfTextField
              control={control}
              name="travelDate"
              label={t`Travel date (optional)`}
              type="date"
              fullWidth
              helperText={t`Today when left empty`}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <RhfTextField
              control={control}
              name="returnDate"
              label={t`Return date (optional)`}
              type="date"
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <RhfTextField
            control={control}
            name="additionalDetails"
            label={t`Additional Details (optional)`}
            multiline
            rows={3}
            helperText={t`For example how long you plan to stay, or a connecting flight.`}
          />
          <Box>
            {isMissing && (
              <Typography id={missingId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {contractText(i18n, messages.countriesMissing)}
              </Typography>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={isMissing || isDataMissing}
              loading={isChecking}
              aria-describedby={isMissing ? missingId : undefined}
            >
              <Trans>Check Visa Requirements</Trans>
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
