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
import { relationshipLabel } from '@visabridge/contract/saved-travellers';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/applications/status-chip';

const nameOf = (traveller: TripTravellerView) => `${traveller.firstName} ${traveller.lastName}`;

/** What the traveller's own passport needs for the trip, with where the answer comes from. */
function Answer({ traveller }: { traveller: TripTravellerView }) {
  const { answer } = traveller;
  if (!answer)
    return (
      <Alert severity="warning">
        Our data has no answer for a {traveller.nationalityName ?? 'this'} passport on this trip: check with
        the embassy before travelling.
      </Alert>
    );
  if (!answer.isAdmitted)
    return <Alert severity="error">{`Not admitted with this passport: ${answer.categoryLabel}.`}</Alert>;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {answer.needsApplication ? answer.categoryLabel : `No visa needed: ${answer.categoryLabel}`}
        {` · ${answer.allowedStay}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Source: {answer.source}
      </Typography>
    </Box>
  );
}

/** What the destination asks of a traveller under 18, with its source, or that our data does not say. */
function MinorDocuments({ trip, traveller }: { trip: TripView; traveller: TripTravellerView }) {
  if (traveller.minorDocuments.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {`What ${trip.destination} asks of travellers under 18 (such as a birth certificate, or the consent of a parent not travelling) is not in our data for this passport: ask the embassy before travelling.`}
      </Typography>
    );
  return (
    <Box>
      <Typography variant="body2">{`Under 18, so ${trip.destination} also asks for:`}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {traveller.minorDocuments.map((item) => (
          <Typography component="li" variant="body2" key={item.document}>
            {item.document}
            {item.source && (
              <>
                {' ('}
                <Link
                  href={item.source}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Source of ${item.document}`}
                >
                  source
                </Link>
                )
              </>
            )}
          </Typography>
        ))}
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
  const adults = trip.travellers.filter((candidate) => !candidate.isMinor);
  return (
    <TextField
      select
      size="small"
      label="Parent or guardian on this trip"
      value={traveller.guardianId ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      helperText={adults.length === 0 ? 'Add the adult travelling with them first' : undefined}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Choose who travels with them</MenuItem>
      {adults.map((adult) => (
        <MenuItem key={adult.applicationId} value={adult.applicationId}>
          {nameOf(adult)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const invitationText: Record<NonNullable<TripTravellerView['invitation']>['state'], string> = {
  sent: 'Invitation sent to',
  accepted: 'Follows their application from their own account,',
  expired: 'Invitation expired, sent to',
};

/** Whether the traveller may be invited to follow their own application: an adult other than the account holder. */
const isInvitable = (traveller: TripTravellerView) =>
  !traveller.isMinor && traveller.relationship !== 'self' && traveller.invitation?.state !== 'accepted';

const inviteLabel = (traveller: TripTravellerView) =>
  traveller.invitation ? 'Invite again' : 'Invite to follow';

type Props = {
  trip: TripView;
  traveller: TripTravellerView;
  onRemove: (traveller: TripTravellerView) => void;
  onGuardian: (traveller: TripTravellerView, guardianId: string | null) => void;
  onInvite: (traveller: TripTravellerView) => void;
};

/** One traveller on the trip: their passport's answer, their own application's progress, status and fees. */
export function TravellerCard({ trip, traveller, onRemove, onGuardian, onInvite }: Props) {
  const headingId = `traveller-${traveller.applicationId}`;
  const isPrepared = trip.submittedAt === null;
  const needsApplication = traveller.answer?.needsApplication ?? false;
  const guardian = trip.travellers.find((candidate) => candidate.applicationId === traveller.guardianId);
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {nameOf(traveller)}
            {traveller.isMinor && <Chip component="span" size="small" label="Under 18" sx={{ ml: 1 }} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              traveller.relationship && relationshipLabel(traveller.relationship),
              traveller.nationalityName && `${traveller.nationalityName} passport`,
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
              <Typography variant="body2">{`Details ${traveller.progress * 5}% complete`}</Typography>
            ) : (
              <StatusChip status={traveller.status} />
            )}
            <Typography variant="body2">{`Fees ${formatMoney(traveller.fees.total, traveller.fees.currency)}`}</Typography>
            {!isPrepared && traveller.paymentState === 'paid' && (
              <Chip size="small" color="success" label="Paid" />
            )}
            {traveller.paymentState === 'refunded' && <Chip size="small" color="info" label="Refunded" />}
          </Box>
        ) : (
          <Typography variant="body2">Nothing to apply for: not charged.</Typography>
        )}
        {traveller.isMinor && <MinorDocuments trip={trip} traveller={traveller} />}
        {traveller.rejectionReason && (
          <Alert severity="error">{`Rejected: ${traveller.rejectionReason}`}</Alert>
        )}
        {isPrepared && traveller.isMinor && (
          <GuardianField trip={trip} traveller={traveller} onChange={(id) => onGuardian(traveller, id)} />
        )}
        {!isPrepared && guardian && (
          <Typography variant="body2">{`Travelling with ${nameOf(guardian)}`}</Typography>
        )}
        {traveller.invitation && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {`${invitationText[traveller.invitation.state]} ${traveller.invitation.email}`}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {needsApplication && isPrepared && (
            <Button
              component={RouterLink}
              to={`/application?id=${traveller.applicationId}`}
              variant="outlined"
              size="small"
              aria-label={`Fill in details: ${nameOf(traveller)}`}
            >
              Fill in details
            </Button>
          )}
          {needsApplication && !isPrepared && (
            <Link component={RouterLink} to={`/applications/${traveller.applicationId}`}>
              {`Application ${traveller.referenceNumber}`}
            </Link>
          )}
          {isInvitable(traveller) && (
            <Button
              size="small"
              onClick={() => onInvite(traveller)}
              aria-label={`${inviteLabel(traveller)}: ${nameOf(traveller)}`}
            >
              {inviteLabel(traveller)}
            </Button>
          )}
          {isPrepared && (
            <Button
              size="small"
              color="error"
              onClick={() => onRemove(traveller)}
              aria-label={`Remove ${nameOf(traveller)}`}
            >
              Remove
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
