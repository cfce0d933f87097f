import { Plural, Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { purposes } from '@visabridge/contract';
import { maxTripLegs } from '@visabridge/contract/trip-terms';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { RhfNativeSelectField } from '../../../components/form/native-select-field';
import { LazyAlert } from '../../../components/alerts/lazy-alert';
import { purposeNames } from '../../../components/visa/purpose-names';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { useAfterHydration } from '../../../lib/use-after-hydration';
import { TripLegFields } from './trip-leg-fields';
import { tripFormKey, type useTripForm } from './use-trip-form';
import { contractText } from '../../../lib/i18n/contract-texts';

type Props = Omit<ReturnType<typeof useTripForm>, 'check'> & { isChecking: boolean };

/** The trip: one passport and purpose, then up to five legs in the order they are travelled. */
export function TripForm({ form, legs, onSubmit, isChecking }: Props) {
  const { t, i18n } = useLingui();
  const { control, formState } = form;
  const maxLegs = formatNumber(maxTripLegs);
  const canAdd = legs.fields.length < maxTripLegs;
  // As the checker's: the drawn form is sent by the app, so its button waits for the app to take the page over.
  const isDrawnOnly = useAfterHydration(false, true);
  return (
    <Card>
      <CardContent
        component="form"
        noValidate
        onSubmit={onSubmit}
        onInput={clearErrorOnEdit(form.clearErrors)}
        aria-label={t`Trip check`}
        data-keep-typed={tripFormKey}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2.5}>
          <Typography component="h2" variant="h6">
            <Trans>Your trip</Trans>
          </Typography>
          {formState.errors.root?.message && (
            <LazyAlert severity="error">{contractText(i18n, formState.errors.root.message)}</LazyAlert>
          )}
          <RhfCountryField
            control={control}
            name="fromCountry"
            label={t`Nationality (your passport)`}
            isRequired
          />
          <RhfNativeSelectField control={control} name="purpose" label={t`Purpose of the trip`}>
            {purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {t(purposeNames[purpose])}
              </option>
            ))}
          </RhfNativeSelectField>
          {legs.fields.map((leg, position) => (
            <TripLegFields
              key={leg.id}
              control={control}
              position={position}
              canRemove={legs.fields.length > 1}
              onRemove={() => legs.remove(position)}
            />
          ))}
          <Box>
            <Button variant="outlined" startIcon={<AddIcon />} disabled={!canAdd} onClick={legs.append}>
              <Trans>Add a leg</Trans>
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {canAdd ? (
                <Plural
                  value={maxTripLegs}
                  one={`Up to ${maxLegs} leg, in the order you travel.`}
                  other={`Up to ${maxLegs} legs, in the order you travel.`}
                />
              ) : (
                <Plural
                  value={maxTripLegs}
                  one={`A trip has at most ${maxLegs} leg.`}
                  other={`A trip has at most ${maxLegs} legs.`}
                />
              )}
            </Typography>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={isChecking}
            disabled={isDrawnOnly}
          >
            <Trans>Check the Trip</Trans>
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
