import { z } from 'zod';
import { corporateApplicationInput, corporateApplicationView } from './corporate';
import { inDayOrder, text } from './primitives';
import { optionalDate } from './visa';

/** How many employees one company trip takes; a larger group is filed as more than one trip or by CSV. */
export const maxCompanyTripTravellers = 20;

/**
 * A company trip: several employees to one destination on the same visa type, purpose and dates, one
 * application each (priced, checked and worked on its own) handed to one agent together.
 */
export const corporateTripInput = corporateApplicationInput
  .pick({ destination: true, visaType: true, purpose: true, travelDate: true, priority: true })
  .extend({
    returnDate: optionalDate('Return date must be a date (YYYY-MM-DD)'),
    notes: text(1000, { multiLine: true, tooLong: 'Notes are at most 1000 characters' }).default(''),
    employeeIds: z
      .array(z.uuid('Choose an employee'), { error: 'Choose the employees who travel' })
      .min(1, 'Choose at least one employee')
      .max(maxCompanyTripTravellers, `At most ${maxCompanyTripTravellers} employees on one trip`)
      .refine((ids) => new Set(ids).size === ids.length, 'Choose each employee once'),
  })
  .refine(...inDayOrder('travelDate', 'returnDate', 'Return date must not be before the travel date'));
export type CorporateTripInput = z.input<typeof corporateTripInput>;

/** A company trip as its managers see it: the shared terms and each employee's application with its cost. */
export const corporateTripView = z.object({
  id: z.uuid(),
  reference: z.string(),
  destination: z.string(),
  destinationCode: z.string(),
  travelDate: z.string(),
  returnDate: z.string(),
  notes: z.string(),
  filedBy: z.string(),
  submittedAt: z.string().nullable(),
  travellers: z.array(corporateApplicationView),
  /** What the trip's applications cost together, in minor units of `currency`. */
  totalCost: z.number().int(),
  currency: z.string(),
});
export type CorporateTripView = z.infer<typeof corporateTripView>;
