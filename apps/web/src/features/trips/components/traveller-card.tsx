import { Trans, useLingui } from '@lingui/react/macro';
import { MinorChip } from '../../../components/travellers/minor-chip';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { TripTravellerView, TripView } from '@visabridge/contract/group-trips';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/applications/status-chip';
import { relationshipNames } from '../../../components/travellers/relationship-names';

const nameOf = (traveller: TripTravellerView) => `${traveller.firstName} ${traveller.lastName}`;

/** What the traveller's own passport needs for the trip, with where the answer comes from. */
function Answer({ traveller }: { traveller: TripTravellerView }) {
  const { t } = useLingui();
  const { answer, nationalityName } = traveller;
  if (!answer)
    return (
      <Alert severity="warning">
        {nationalityName ? (
          <Trans comment="{nationalityName} names the passport's country">
            Our data has no answer for a {nationalityName} passport on this trip: check with the embassy
            before travelling.
          </Trans>
        ) : (
          <Trans comment="the traveller's passport, whose country is not known">
            Our data has no answer for a this passport on this trip: check with the embassy before travelling.
          </Trans>
        )}
      </Alert>
    );
  const { categoryLabel, source } = answer;
  if (!answer.isAdmitted)
    return <Alert severity="error">{t`Not admitted with this passport: ${categoryLabel}.`}</Alert>;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {answer.needsApplication ? categoryLabel : t`No visa needed: ${categoryLabel}`}
        {` · ${answer.allowedStay}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        <Trans comment="where the answer comes from: a dated rule's record or the dataset's edition">
          Source: {source}
        </Trans>
      </Typography>
    </Box>
  );
}

/** What the destination asks of a traveller under 18, with its source, or that our data does not say. */
function MinorDocuments({ trip, traveller }: { trip: TripView; traveller: TripTravellerView }) {
  const { t } = useLingui();
  const { destination } = trip;
  if (traveller.minorDocuments.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t`What ${destination} asks of travellers under 18 (such as a birth certificate, or the consent of a parent not travelling) is not in our data for this passport: ask the embassy before travelling.`}
      </Typography>
    );
  return (
    <Box>
      <Typography variant="body2">{t`Under 18, so ${destination} also asks for:`}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {traveller.minorDocuments.map((item) => {
          const documentName = item.document;
          return (
            <Typography component="li" variant="body2" key={documentName}>
              {documentName}
              {item.source && (
                <>
                  {' '}
                  <Trans comment="a link to where the requirement of a document comes from">
                    (
                    <Link
                      href={item.source}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t`Source of ${documentName}`}
                    >
                      source
                    </Link>
                    )
                  </Trans>
                </>
              )}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

/** Who a minor travels with: one of the adults on the trip. */
function GuardianField({
  trip,
  traveller,
  onChange,
}: {
  trip: TripView;
  traveller: TripTravellerView;
  onChange: (guardianId: string | null) => void;
}) {
  const { t } = useLingui();
  const adults = trip.travellers.filter((candidate) => !candidate.isMinor);
  return (
    <TextField
      select
      size="small"
      label={t`Parent or guardian on this trip`}
      value={traveller.guardianId ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      helperText={adults.length === 0 ? t`Add the adult travelling with them first` : undefined}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <Trans>Choose who travels with them</Trans>
      </MenuItem>
      {adults.map((adult) => (
        <MenuItem key={adult.applicationId} value={adult.applicationId}>
          {nameOf(adult)}
        </MenuItem>
      ))}
    </TextField>
  );
}

type Invitation = NonNullable<TripTravellerView['invitation']>;

/** Where the traveller's invitation stands, with the address it went to. */
function InvitationText({ invitation }: { invitation: Invitation }) {
  const { t } = useLingui();
  const { email } = invitation;
  switch (invitation.state) {
    case 'sent':
      return t`Invitation sent to ${email}`;
    case 'accepted':
      return t`Follows their application from their own account, ${email}`;
    case 'expired':
      return t`Invitation expired, sent to ${email}`;
  }
}

/** Whether the traveller may be invited to follow their own application: an adult other than the account holder. */
const isInvitable = (traveller: TripTravellerView) =>
  !traveller.isMinor && traveller.relationship !== 'self' && traveller.invitation?.state !== 'accepted';

type Props = {
  trip: TripView;
  traveller: TripTravellerView;
  onRemove: (traveller: TripTravellerView) => void;
  onGuardian: (traveller: TripTravellerView, guardianId: string | null) => void;
  onInvite: (traveller: TripTravellerView) => void;
};

/** One traveller on the trip: their passport's answer, their own application's progress, status and fees. */
export function TravellerCard({ trip, traveller, onRemove, onGuardian, onInvite }: Props) {
  const { t } = useLingui();
  const headingId = `traveller-${traveller.applicationId}`;
  const isPrepared = trip.submittedAt === null;
  const needsApplication = traveller.answer?.needsApplication ?? false;
  const guardian = trip.travellers.find((candidate) => candidate.applicationId === traveller.guardianId);
  const travellerName = nameOf(traveller);
  const { nationalityName, referenceNumber, rejectionReason } = traveller;
  const percentComplete = traveller.progress * 5;
  const fees = formatMoney(traveller.fees.total, traveller.fees.currency);
  const guardianName = guardian && nameOf(guardian);
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {travellerName}
            {traveller.isMinor && <MinorChip />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              traveller.relationship && t(relationshipNames[traveller.relationship]),
              nationalityName &&
                t({
                  message: `${nationalityName} passport`,
                  comment: "{nationalityName} names the passport's country",
                }),
              traveller.passportNumberMasked,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Answer traveller={traveller} />
        {needsApplication ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {isPrepared ? (
              <Typography variant="body2">{t`Details ${percentComplete}% complete`}</Typography>
            ) : (
              <StatusChip status={traveller.status} />
            )}
            <Typography variant="body2">{t`Fees ${fees}`}</Typography>
            {!isPrepared && traveller.paymentState === 'paid' && (
              <Chip
                size="small"
                color="success"
                label={t({ message: 'Paid', comment: 'payment state of fees' })}
              />
            )}
            {traveller.paymentState === 'refunded' && (
              <Chip
                size="small"
                color="info"
                label={t({ message: 'Refunded', comment: 'payment state of fees' })}
              />
            )}
          </Box>
        ) : (
          <Typography variant="body2">
            <Trans>Nothing to apply for: not charged.</Trans>
          </Typography>
        )}
        {traveller.isMinor && <MinorDocuments trip={trip} traveller={traveller} />}
        {rejectionReason && <Alert severity="error">{t`Rejected: ${rejectionReason}`}</Alert>}
        {isPrepared && traveller.isMinor && (
          <GuardianField trip={trip} traveller={traveller} onChange={(id) => onGuardian(traveller, id)} />
        )}
        {!isPrepared && guardianName && (
          <Typography variant="body2">{t`Travelling with ${guardianName}`}</Typography>
        )}
        {traveller.invitation && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <InvitationText invitation={traveller.invitation} />
          </Typography>
        )}
        <Box sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {needsApplication && isPrepared && (
            <Button
              component={RouterLink}
              to={`/application?id=${traveller.applicationId}`}
              variant="outlined"
              size="small"
              aria-label={t`Fill in details: ${travellerName}`}
            >
              <Trans>Fill in details</Trans>
            </Button>
          )}
          {needsApplication && !isPrepared && (
            <Link component={RouterLink} to={`/applications/${traveller.applicationId}`}>
              {t`Application ${referenceNumber}`}
            </Link>
          )}
          {isInvitable(traveller) && (
            <Button
              size="small"
              onClick={() => onInvite(traveller)}
              aria-label={
                traveller.invitation
                  ? t`Invite again: ${travellerName}`
                  : t`Invite to follow: ${travellerName}`
              }
            >
              {traveller.invitation ? <Trans>Invite again</Trans> : <Trans>Invite to follow</Trans>}
            </Button>
          )}
          {isPrepared && (
            <Button
              size="small"
              color="error"
              onClick={() => onRemove(traveller)}
              aria-label={t({
                message: `Remove ${travellerName}`,
                comment: 'button: take a traveller off the trip',
              })}
            >
              <Trans comment="button: take a traveller off the trip">Remove</Trans>
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
