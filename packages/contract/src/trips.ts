import { z } from 'zod';
import { calendarDate } from './primitives';
import { maxTripLegs } from './trip-terms';
import {
  checklistKinds,
  countryCodeField,
  countryView,
  policyCategorySchema,
  purposeSchema,
  requirementsResult,
} from './visa';

export const tripLegInput = z.object({
  destination: countryCodeField('Destination'),
  arrivalDate: calendarDate('Arrival date must be a date (YYYY-MM-DD)'),
  departureDate: calendarDate('Departure date must be a date (YYYY-MM-DD)'),
  /** Passing through on the way to the next leg (a connecting flight), checked as transit. */
  isConnection: z.boolean({ error: 'Connection must be true or false' }).default(false),
});
export type TripLegInput = z.input<typeof tripLegInput>;

/** A whole trip: one passport and purpose, 1 to 5 legs in the order they are travelled. */
export const tripInput = z
  .object({
    fromCountry: countryCodeField('Nationality'),
    purpose: purposeSchema,
    legs: z
      .array(tripLegInput, { error: 'Legs must be a list of destinations' })
      .min(1, 'Add at least one leg')
      .max(maxTripLegs, `A trip has at most ${maxTripLegs} legs`),
  })
  .superRefine(({ legs }, context) => {
    legs.forEach((leg, position) => {
      // ISO dates compare as text; both are checked dates by the time this runs.
      if (leg.departureDate < leg.arrivalDate) {
        context.addIssue({
          code: 'custom',
          path: ['legs', position, 'departureDate'],
          message: 'Departure must not be before arrival',
        });
      }
      const previous = legs[position - 1];
      if (previous && leg.arrivalDate < previous.departureDate) {
        context.addIssue({
          code: 'custom',
          path: ['legs', position, 'arrivalDate'],
          message: 'Legs must be in date order: arrival must not be before the previous departure',
        });
      }
    });
  });
export type TripInput = z.input<typeof tripInput>;

/** What the data knows of passing through a connection: a curated transit policy, or nothing. */
export const transitView = z.object({
  isInData: z.boolean(),
  /** The curated transit policy's terms, as the checker words them; null when there is none. */
  policy: z
    .object({
      category: policyCategorySchema,
      fee: z.string(),
      processingTime: z.string(),
      notes: z.string(),
      source: z.string().nullable(),
      isSample: z.boolean(),
    })
    .nullable(),
  note: z.string(),
});
export type TransitView = z.infer<typeof transitView>;

export const tripLegView = z.object({
  /** 1 for the first leg, as the traveller counts them. */
  number: z.number().int(),
  destination: countryView,
  arrivalDate: z.string(),
  departureDate: z.string(),
  isConnection: z.boolean(),
  /** A visa or travel authorisation to get before travel (not at the border). */
  needsApplication: z.boolean(),
  /** The single check's answer for this destination (purpose transit for a connection). */
  answer: requirementsResult,
  /** Only for a connection. */
  transit: transitView.nullable(),
});
export type TripLegView = z.infer<typeof tripLegView>;

/** One document of the whole trip, listed once for each time it is needed, with the numbers of the legs that need it. */
export const tripChecklistItem = z.object({
  document: z.string(),
  kind: z.enum(checklistKinds),
  legs: z.array(z.number().int()),
});
export type TripChecklistItem = z.infer<typeof tripChecklistItem>;

export const tripResult = z.object({
  fromCountry: countryView,
  purpose: purposeSchema,
  legs: z.array(tripLegView),
  checklist: z.array(tripChecklistItem),
  summary: z.object({
    /** Numbers of the legs that need a visa or authorisation applied for before travel. */
    applyBefore: z.array(z.number().int()),
    /** Numbers of the legs this passport is not admitted to. */
    notAdmitted: z.array(z.number().int()),
    text: z.string(),
  }),
});
export type TripResult = z.infer<typeof tripResult>;
