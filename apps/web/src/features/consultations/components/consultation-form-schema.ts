import { consultationTimeRules, createConsultationInput, preferredTimeProblem } from '@visabridge/contract';
import { z } from 'zod';

// The times are typed as local date-times (the user's time zone) and sent as instants.
const timeField = z.object({
  value: z
    .string()
    .min(1, 'Enter a date and time')
    .superRefine((value, context) => {
      const problem = preferredTimeProblem(new Date(value));
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export const consultationForm = createConsultationInput.omit({ preferredTimes: true }).extend({
  times: z.array(timeField).min(1).max(consultationTimeRules.maxTimes),
});
