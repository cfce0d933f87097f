import { z } from 'zod';
import { entryConditionsView, passportValidityRules } from './entry-conditions';
import { calendarDate, integer, requiredText, text } from './primitives';
import { webAddressField } from './web-address';

/** A whole number within a range (one message for every way it is wrong), or null: not known. */
const count = (message: string, min: number, max: number) =>
  integer(message, { min, max, tooSmall: message, tooLarge: message }).nullable().default(null);

/** Yes, no, or null: not known. */
const known = (message: string) => z.boolean({ error: message }).nullable().default(null);

/**
 * A printed photo of a size in millimetres, or a square digital one of at least some pixels a side. One
 * object checked by its shape, so a missing size is named as its own field.
 */
export const photoSpecInput = z
  .object({
    shape: z.enum(['print', 'square'], {
      error: 'Photo shape must be print (in millimetres) or square (in pixels)',
    }),
    widthMm: count('Photo width must be a whole number of millimetres from 10 to 100', 10, 100),
    heightMm: count('Photo height must be a whole number of millimetres from 10 to 100', 10, 100),
    minPixels: count('Photo size must be a whole number of pixels from 100 to 5000', 100, 5000),
    background: text(200).nullable().default(null),
    source: webAddressField('Photo source').nullable().default(null),
  })
  .superRefine((photo, context) => {
    const needed: [keyof typeof photo, string][] =
      photo.shape === 'print'
        ? [
            ['widthMm', "Give the printed photo's width in millimetres"],
            ['heightMm', "Give the printed photo's height in millimetres"],
          ]
        : [['minPixels', "Give the square photo's smallest size in pixels"]];
    for (const [field, message] of needed)
      if (photo[field] === null) context.addIssue({ code: 'custom', path: [field], message });
  });
export type PhotoSpecInput = z.output<typeof photoSpecInput>;

/**
 * A destination's (or a group's) entry conditions as staff write them; a null field is one the data does not
 * know, never "not required". The scope is checked against the known countries and groups by the server.
 */
export const entryConditionsInput = z
  .object({
    /** A country code (`IN`) or a group id (`schengen`). */
    scope: requiredText(
      'Say which country (a two-letter code) or group the conditions are for',
      60,
    ).overwrite((value) => (/^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : value.toLowerCase())),
    passportValidity: z
      .enum(passportValidityRules, {
        error: 'Passport validity must be beyond arrival, beyond departure, for the stay, or not known',
      })
      .nullable()
      .default(null),
    passportValidityMonths: count('Months of validity must be a whole number from 1 to 24', 1, 24),
    maxPassportAgeYears: count('Passport age must be a whole number of years from 1 to 20', 1, 20),
    blankPages: count('Blank pages must be a whole number from 0 to 10', 0, 10),
    onwardTicket: known('Onward ticket must be yes, no or not known'),
    proofOfFunds: known('Proof of funds must be yes, no or not known'),
    source: webAddressField('Source'),
    photo: photoSpecInput.nullable().default(null),
    recordedOn: calendarDate('Recorded date must be a date (YYYY-MM-DD)'),
  })
  .superRefine((conditions, context) => {
    const counted =
      conditions.passportValidity === 'beyond_arrival' || conditions.passportValidity === 'beyond_departure';
    if (counted && conditions.passportValidityMonths === null)
      context.addIssue({
        code: 'custom',
        path: ['passportValidityMonths'],
        message: 'Say how many months the passport must be valid beyond arrival or departure',
      });
    if (!counted && conditions.passportValidityMonths !== null)
      context.addIssue({
        code: 'custom',
        path: ['passportValidityMonths'],
        message: 'Months of validity apply only to a rule beyond arrival or departure: leave them empty',
      });
  });
export type EntryConditionsInput = z.input<typeof entryConditionsInput>;
export type EntryConditionsValues = z.output<typeof entryConditionsInput>;

/** A stored row as the admin screen lists it; a shipped one comes back on the next start if deleted. */
export const entryConditionsRecordView = entryConditionsView.omit({ photo: true }).extend({
  id: z.string(),
  isShipped: z.boolean(),
  /** The photo as staff wrote it: background and source may be unstated. */
  photo: z.union([
    z.discriminatedUnion('shape', [
      z.object({
        shape: z.literal('print'),
        widthMm: z.number().int(),
        heightMm: z.number().int(),
        background: z.string().nullable(),
        source: z.string().nullable(),
      }),
      z.object({
        shape: z.literal('square'),
        minPixels: z.number().int(),
        background: z.string().nullable(),
        source: z.string().nullable(),
      }),
    ]),
    z.null(),
  ]),
  updatedAt: z.string(),
});
export type EntryConditionsRecordView = z.infer<typeof entryConditionsRecordView>;
