import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, MenuItem } from '@mui/material';
import { localDayOf, purposes } from '@visabridge/contract';
import { tripInput } from '@visabridge/contract/group-trips';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { RhfSelectField } from '../../../components/form/rhf-select-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageContainer } from '../../../components/layout/page-container';
import { purposeNames } from '../../../components/visa/purpose-names';
import { useCreateTrip } from '../../../lib/api/trips';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';

type Values = z.input<typeof tripInput>;
type Trip = z.output<typeof tripInput>;

const fields = ['toCountry', 'purpose', 'arrivalDate', 'departureDate', 'notes'] as const;
const dateLabel = { inputLabel: { shrink: true } } as const;

/** What the visa check hands over (?to=JP&purpose=tourist&travel=…&return=…), else an empty trip. */
const valuesOf = (params: URLSearchParams): Values => {
  const purpose = params.get('purpose');
  return {
    toCountry: params.get('to') ?? '',
    purpose: purposes.find((known) => known === purpose) ?? 'tourist',
    arrivalDate: params.get('travel') ?? '',
    departureDate: params.get('return') ?? '',
    notes: '',
  };
};

/**
 * /trips/new: a trip for several travellers, typed once: where, why and when. The travellers are added next, on
 * the trip's own page, each answered for their own passport.
 */
export default function NewTripPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateTrip();
  const form = useForm<Values, unknown, Trip>({
    resolver: zodResolver(tripInput),
    defaultValues: valuesOf(params),
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, fields);
  const submit = form.handleSubmit(async (trip) => {
    const request = create.mutateAsync(trip);
    if (await send(request, t`Trip saved`)) void navigate(`/trips/${(await request).data.id}`);
  });

  return (
    <PageContainer
      maxWidth="md"
      title={t`A trip for several travellers`}
      subtitle={t`Type the trip once, then add everyone travelling: each is checked for their own passport, and you pay once for all who need a visa.`}
    >
      <Card variant="outlined">
        <CardContent>
          <Box
            component="form"
            noValidate
            method="post"
            aria-label={t`Your trip`}
            onSubmit={(event) => void submit(event)}
            onInput={clearErrorOnEdit(form.clearErrors)}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <Box sx={{ gridColumn: '1 / -1' }}>
              <RhfCountryField control={form.control} name="toCountry" label={t`Destination`} />
            </Box>
            <RhfSelectField control={form.control} name="purpose" label={t`Purpose of the trip`} isRequired>
              {purposes.map((purpose) => (
                <MenuItem key={purpose} value={purpose}>
                  {t(purposeNames[purpose])}
                </MenuItem>
              ))}
            </RhfSelectField>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
            <RhfTextField
              control={form.control}
              name="arrivalDate"
              label={t`Arrival date`}
              type="date"
              isRequired
              slotProps={{ ...dateLabel, htmlInput: { min: localDayOf() } }}
            />
            <RhfTextField
              control={form.control}
              name="departureDate"
              label={t`Departure date`}
              type="date"
              isRequired
              slotProps={{ ...dateLabel, htmlInput: { min: localDayOf() } }}
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <RhfTextField
                control={form.control}
                name="notes"
                label={t`Notes (optional)`}
                multiline
                minRows={2}
                helperText={t`Anything the agent should know about the trip, shared by every traveller on it`}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <SubmitButton isPending={create.isPending}>
                <Trans>Continue to travellers</Trans>
              </SubmitButton>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
