import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { consultationTimeRules, createConsultationInput, preferredTimeProblem } from '@visabridge/contract';
import { z } from 'zod';

/** The booking form's schema, its own messages in the reader's language. */
export const consultationFormOf = (i18n: I18n) => {
  // The times are typed as local date-times (the user's time zone) and sent as instants.
  const timeField = z.object({
    value: z
      .string()
      .min(1, i18n._(msg`Enter a date and time`))
      .superRefine((value, context) => {
        const problem = preferredTimeProblem(new Date(value));
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  });
  return createConsultationInput.omit({ preferredTimes: true }).extend({
    times: z.array(timeField).min(1).max(consultationTimeRules.maxTimes),
  });
};

export type ConsultationForm = ReturnType<typeof consultationFormOf>;
