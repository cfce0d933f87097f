import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PaymentIcon from '@mui/icons-material/Payment';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import { maxTripTravellers, type TripTravellerView, type TripView } from '@visabridge/contract/group-trips';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/alerts/load-error-alert';
import { PageContainer } from '../../../components/layout/page-container';
import { PageLoader } from '../../../components/layout/page-loader';
import { PayDialog } from '../../../components/payments/pay-dialog';
import type { PayRequest } from '../../../components/payments/pay-request';
import { purposeNames } from '../../../components/visa/purpose-names';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRemoveTripTraveller, useSetGuardian, useSubmitTrip, useTrip } from '../../../lib/api/trips';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { AddTravellerDialog } from '../components/add-traveller-dialog';
import { InviteTravellerDialog } from '../components/invite-traveller-dialog';
import { TravellerCard } from '../components/traveller-card';
import { SendArrowIcon } from '../../../components/icons/send-arrow-icon';

/** The travellers whose fees are due now: submitted, open, and not paid (or refunded). */
const dueOf = (trip: TripView) =>
  trip.travellers.filter(
    (traveller) =>
      (traveller.status === 'pending' || traveller.status === 'in_review') &&
      (traveller.paymentState === 'unpaid' || traveller.paymentState === 'refunded'),
  );

/** The submit button, and what the server said still stands in the way, traveller by traveller. */
function SubmitTrip({ trip }: { trip: TripView }) {
  const { t } = useLingui();
  const submission = useSubmitTrip(trip.id);
  const toast = useToast();
  const [problems, setProblems] = useState<string[]>([]);
  const submit = async () => {
    setProblems([]);
    try {
      const { message } = await submission.mutateAsync(undefined);
      toast.success(message ?? t`Trip submitted`);
    } catch (error) {
      const listed = error instanceof ApiError ? error.fieldErrors.map((problem) => problem.message) : [];
      setProblems(listed.length > 0 ? listed : [errorMessage(error)]);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          <AlertTitle>
            <Trans>The trip cannot be submitted yet</Trans>
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Button
        variant="contained"
        endIcon={<SendArrowIcon />}
        loading={submission.isPending}
        disabled={trip.travellers.length === 0}
        onClick={() => void submit()}
      >
        <Trans>Submit trip</Trans>
      </Button>
    </Box>
  );
}

/** What the trip costs: the travellers who need a visa, and a Pay button while their fees are due. */
function TripTotal({ trip, onPay }: { trip: TripView; onPay: (request: PayRequest) => void }) {
  const { t } = useLingui();
  const charged = trip.travellers.filter((traveller) => traveller.answer?.needsApplication);
  const freeCount = trip.travellers.length - charged.length;
  const due = dueOf(trip);
  const dueAmount = due.reduce((sum, traveller) => sum + traveller.fees.total, 0);
  const chargedCount = charged.length;
  const dueCount = due.length;
  const total = formatMoney(trip.total.amount, trip.total.currency);
  const amountDue = formatMoney(dueAmount, trip.total.currency);
  const { referenceNumber, destination } = trip;
  return (
    <Card variant="outlined" component="section" aria-labelledby="trip-total">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography id="trip-total" component="h2" variant="h6">
          {t({ message: `Total ${total}`, comment: 'what the whole trip costs' })}
        </Typography>
        <Typography variant="body2">
          {freeCount > 0
            ? t`${plural(chargedCount, {
                one: '# traveller needs a visa or travel authorisation',
                other: '# travellers need a visa or travel authorisation',
              })}; ${plural(freeCount, {
                one: '# traveller needs nothing and is not charged.',
                other: '# travellers need nothing and are not charged.',
              })}`
            : t`${plural(chargedCount, {
                one: '# traveller needs a visa or travel authorisation.',
                other: '# travellers need a visa or travel authorisation.',
              })}`}
        </Typography>
        {trip.submittedAt === null ? (
          <SubmitTrip trip={trip} />
        ) : (
          due.length > 0 && (
            <Button
              variant="contained"
              startIcon={<PaymentIcon />}
              onClick={() =>
                onPay({
                  target: { tripId: trip.id },
                  description: t`${plural(dueCount, {
                    one: `Visa fees for trip ${referenceNumber} (${destination}): # traveller`,
                    other: `Visa fees for trip ${referenceNumber} (${destination}): # travellers`,
                  })}`,
                  amount: dueAmount,
                  currency: trip.total.currency,
                })
              }
            >
              {t`${plural(dueCount, {
                one: `Pay ${amountDue} for # traveller`,
                other: `Pay ${amountDue} for # travellers`,
              })}`}
            </Button>
          )
        )}
      </CardContent>
    </Card>
  );
}

/** /trips/:id: everyone on the trip at a glance, each with what their own passport needs and where they stand. */
export default function TripPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const trip = useTrip(id);
  const toast = useToast();
  const [isAdding, setIsAdding] = useState(false);
  const [payment, setPayment] = useState<PayRequest | null>(null);
  const [inviting, setInviting] = useState<TripTravellerView | null>(null);
  const removal = useRemoveTripTraveller(id);
  const guardian = useSetGuardian(id);

  if (!trip.data)
    return (
      <PageContainer title={t({ message: 'Trip', comment: 'page title while a trip loads' })}>
        {trip.isError ? (
          <LoadErrorAlert message={errorMessage(trip.error)} onRetry={() => void trip.refetch()} />
        ) : (
          <PageLoader label={t`Loading the trip...`} />
        )}
      </PageContainer>
    );

  const view = trip.data;
  const isPrepared = view.submittedAt === null;
  const tell = async (request: Promise<{ message: string | undefined }>, done: string) => {
    try {
      toast.success((await request).message ?? done);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const remove = (traveller: TripTravellerView) =>
    void tell(removal.mutateAsync(traveller.applicationId), t`Traveller removed`);
  const chooseGuardian = (traveller: TripTravellerView, guardianId: string | null) =>
    void tell(
      guardian.mutateAsync({ applicationId: traveller.applicationId, guardianId }),
      t`Guardian saved`,
    );

  const { destination, referenceNumber } = view;
  const arrival = formatDate(view.arrivalDate, 'short');
  const departure = formatDate(view.departureDate, 'short');
  const purposeName = t(purposeNames[view.purpose]);
  const travellerCount = view.travellers.length;

  return (
    <PageContainer
      title={t`Trip to ${destination}`}
      subtitle={
        isPrepared
          ? t`Reference ${referenceNumber} · ${arrival} to ${departure} · ${purposeName} · Being prepared`
          : t`Reference ${referenceNumber} · ${arrival} to ${departure} · ${purposeName} · Submitted`
      }
      actions={
        isPrepared && (
          <Button
            variant="outlined"
            startIcon={<PersonAddAlt1Icon />}
            disabled={view.travellers.length >= maxTripTravellers}
            onClick={() => setIsAdding(true)}
          >
            <Trans>Add traveller</Trans>
          </Button>
        )
      }
    >
      {view.notes && (
        <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {view.notes}
        </Typography>
      )}
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t`Travellers (${travellerCount})`}
      </Typography>
      {view.travellers.length === 0 && (
        <Typography sx={{ mb: 2 }}>
          <Trans>No one is on this trip yet: add yourself and everyone travelling with you.</Trans>
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          mb: 3,
        }}
      >
        {view.travellers.map((traveller) => (
          <TravellerCard
            key={traveller.applicationId}
            trip={view}
            traveller={traveller}
            onRemove={remove}
            onGuardian={chooseGuardian}
            onInvite={setInviting}
          />
        ))}
      </Box>
      <TripTotal trip={view} onPay={setPayment} />
      <AddTravellerDialog trip={view} isOpen={isAdding} onClose={() => setIsAdding(false)} />
      <PayDialog request={payment} onClose={() => setPayment(null)} />
      <InviteTravellerDialog trip={view} traveller={inviting} onClose={() => setInviting(null)} />
    </PageContainer>
  );
}
