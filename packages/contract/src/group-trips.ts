import { z } from 'zod';
import { applicationPaymentStates, applicationStatuses } from './applications';
import { travellerRelationships, savedTravellerInput, type TravellerRelationship } from './saved-travellers';
import { calendarDate, inDayOrder, text } from './primitives';
import { emailField } from './fields';
import { checklistItem, countryCodeField, feesView, purposeSchema } from './visa';

/** How many people one trip takes: a family or a small team; a larger group files more than one trip. */
export const maxTripTravellers = 9;

const relationshipKeys = travellerRelationships.map(([key]) => key) as [
  TravellerRelationship,
  ...TravellerRelationship[],
];

/** What every traveller on a trip shares: where, why and when; typed once for all of them. */
export const tripInput = z
  .object({
    toCountry: countryCodeField('Destination'),
    purpose: purposeSchema,
    arrivalDate: calendarDate('Arrival date must be a date (YYYY-MM-DD)'),
    departureDate: calendarDate('Departure date must be a date (YYYY-MM-DD)'),
    notes: text(1000, { multiLine: true, tooLong: 'Notes are at most 1000 characters' }).default(''),
  })
  .refine(...inDayOrder('arrivalDate', 'departureDate', 'Departure must not be before arrival'));
export type TripInput = z.input<typeof tripInput>;

/**
 * A traveller added to a trip: one of the account's saved travellers (copied as they are now: a later edit
 * of the saved person changes nothing on the trip), or a new person, kept for next time when `save` is set.
 */
export const tripTravellerInput = z
  .object({
    savedTravellerId: z.uuid('Saved traveller id must be a UUID').optional(),
    person: savedTravellerInput.optional(),
    save: z.boolean({ error: 'Save must be true or false' }).default(false),
  })
  .superRefine(({ savedTravellerId, person }, context) => {
    if (Boolean(savedTravellerId) === Boolean(person))
      context.addIssue({
        code: 'custom',
        path: ['savedTravellerId'],
        message: 'Choose a saved traveller or enter a new one',
      });
  });
export type TripTravellerInput = z.input<typeof tripTravellerInput>;

/** A minor's parent or guardian on the trip: another (adult) traveller's application id, or none yet. */
export const tripGuardianInput = z.object({
  guardianId: z.uuid('Guardian must be a traveller on this trip').nullable(),
});

/** An adult traveller invited to follow their own application from their own account, at this address. */
export const tripInvitationInput = z.object({ email: emailField });

/** A signed-in traveller accepts the invitation the emailed link carries. */
export const tripInvitationAcceptInput = z.object({
  token: text(200).pipe(z.string().min(1, 'The invitation link is incomplete')),
});

export const tripInvitationStates = ['sent', 'accepted', 'expired'] as const;

/** The newest invitation a traveller was sent, and whether they took it up. */
export const tripInvitationView = z.object({
  email: z.string(),
  state: z.enum(tripInvitationStates),
  sentAt: z.string(),
});
export type TripInvitationView = z.infer<typeof tripInvitationView>;

/** What a traveller's own passport needs for the trip, as the requirements check answers on its dates. */
export const travellerAnswerView = z.object({
  categoryLabel: z.string(),
  allowedStay: z.string(),
  isAdmitted: z.boolean(),
  /** A visa, an e-visa or an eTA to apply for: the traveller is submitted and charged; else neither. */
  needsApplication: z.boolean(),
  /** Where the answer comes from: the dated rule's record, else the dataset's edition. */
  source: z.string(),
});

export const tripTravellerView = z.object({
  /** The traveller's own application: checklist, documents, status and decision are theirs alone. */
  applicationId: z.uuid(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  nationalityName: z.string().nullable(),
  relationship: z.enum(relationshipKeys).nullable(),
  /** Under 18 on the trip's arrival date. */
  isMinor: z.boolean(),
  /**
   * What the destination asks of this traveller for being under 18, each with its source (on their own
   * checklist too); empty for an adult, and for a minor where no curated rule says (the screen says so).
   */
  minorDocuments: z.array(checklistItem),
  guardianId: z.string().nullable(),
  passportNumberMasked: z.string().nullable(),
  /** Null where the data has no answer for this passport (no corridor): the screen says so. */
  answer: travellerAnswerView.nullable(),
  status: z.enum(applicationStatuses),
  rejectionReason: z.string().nullable(),
  /** What this traveller's application costs; zero for one who needs nothing. */
  fees: feesView,
  paymentState: z.enum(applicationPaymentStates),
  progress: z.number().int(),
  /** The invitation to follow this application from the traveller's own account; null when none was sent. */
  invitation: tripInvitationView.nullable(),
});
export type TripTravellerView = z.infer<typeof tripTravellerView>;

export const tripView = z.object({
  id: z.uuid(),
  referenceNumber: z.string(),
  toCountry: z.string(),
  destination: z.string(),
  purpose: purposeSchema,
  arrivalDate: z.string(),
  departureDate: z.string(),
  notes: z.string(),
  submittedAt: z.string().nullable(),
  travellers: z.array(tripTravellerView),
  /** The sum of the travellers' fees who need an application, in the platform's currency. */
  total: z.object({ amount: z.number().int(), currency: z.string() }),
  createdAt: z.string(),
});
export type TripView = z.infer<typeof tripView>;
