import { DAY_MS } from './days';
export const consultationTopics = [
  'visa_requirements',
  'application_help',
  'documents',
  'business_travel',
  'other',
] as const;
export const consultationTopicLabels: Record<(typeof consultationTopics)[number], string> = {
  visa_requirements: 'Visa requirements',
  application_help: 'Application help',
  documents: 'Documents',
  business_travel: 'Business travel',
  other: 'Other',
};

export const consultationStatuses = ['requested', 'scheduled', 'completed', 'cancelled'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** How far ahead a user may offer a time: at least 2 hours (an agent must see it), at most 60 days. */
export const consultationTimeRules = { minLeadHours: 2, maxDaysAhead: 60, maxTimes: 3, maxNotes: 1000 };

/** Why a preferred time cannot be offered, or undefined when it can. */
export const preferredTimeProblem = (time: Date, now = Date.now()) => {
  if (Number.isNaN(time.getTime())) return 'Enter a date and time';
  if (time.getTime() < now + consultationTimeRules.minLeadHours * 3_600_000)
    return `Choose a time at least ${consultationTimeRules.minLeadHours} hours from now`;
  if (time.getTime() > now + consultationTimeRules.maxDaysAhead * DAY_MS)
    return `Choose a time within ${consultationTimeRules.maxDaysAhead} days`;
  return undefined;
};
