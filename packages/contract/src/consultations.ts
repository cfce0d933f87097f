import { z } from 'zod';
import { paginationQuery } from './envelope';
import {
  consultationStatuses,
  consultationTimeRules,
  consultationTopics,
  preferredTimeProblem,
} from './consultation-rules';
import { dateTime, text } from './primitives';

const topicSchema = z.enum(consultationTopics, { error: 'Choose a topic' });
const notesField = text(consultationTimeRules.maxNotes, {
  multiLine: true,
  tooLong: `Notes must be at most ${consultationTimeRules.maxNotes} characters`,
});

export const createConsultationInput = z.object({
  topic: topicSchema,
  /** Optional: blank means no particular destination. */
  destination: text(10)
    .regex(/^([A-Za-z]{2})?$/, 'Destination must be a two-letter country code')
    .toUpperCase()
    .optional()
    .transform((code) => code || undefined),
  preferredTimes: z
    .array(dateTime('Each time must be an ISO date and time'), {
      error: 'Offer at least one time',
    })
    .min(1, 'Offer at least one time')
    .max(consultationTimeRules.maxTimes, `Offer at most ${consultationTimeRules.maxTimes} times`)
    .superRefine((times, context) => {
      times.forEach((time, index) => {
        const problem = preferredTimeProblem(new Date(time));
        if (problem) context.addIssue({ code: 'custom', message: problem, path: [index] });
      });
      const instants = times.map((time) => new Date(time).getTime());
      if (new Set(instants).size !== instants.length)
        context.addIssue({ code: 'custom', message: 'Offer different times' });
    }),
  notes: notesField.optional().transform((notes) => notes || undefined),
});
export type CreateConsultationInput = z.input<typeof createConsultationInput>;

export const consultationView = z.object({
  id: z.uuid(),
  topic: topicSchema,
  destination: z.string().nullable(),
  destinationName: z.string().nullable(),
  /** ISO instants, earliest first. */
  preferredTimes: z.array(z.string()),
  notes: z.string().nullable(),
  status: z.enum(consultationStatuses),
  /** The confirmed time, once an agent is assigned. */
  scheduledAt: z.string().nullable(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  userName: z.string(),
  userEmail: z.string(),
  /** True while the owner may still cancel it: not completed or cancelled, and not yet begun. */
  isCancellable: z.boolean(),
  createdAt: z.string(),
});
export type ConsultationView = z.infer<typeof consultationView>;

export const listConsultationsQuery = paginationQuery.extend({
  /** upcoming: awaiting confirmation or booked ahead; past: held, cancelled or gone by. */
  when: z.enum(['upcoming', 'past'], { error: 'When must be upcoming or past' }).optional(),
});

export const listAdminConsultationsQuery = paginationQuery.extend({
  status: z.enum(consultationStatuses, { error: 'Choose a consultation status' }).optional(),
});

export const assignConsultationInput = z.object({
  agentId: z.uuid('Choose an agent'),
  /** One of the user's preferred times. */
  scheduledAt: dateTime('Choose one of the preferred times'),
});
export type AssignConsultationInput = z.infer<typeof assignConsultationInput>;
