import { consultationTopicLabels, type ConsultationView } from '@visabridge/contract';
import { formatDate } from '../../lib/format';

/** 'Documents · Japan': what the consultation is about. */
export const consultationSubject = (consultation: ConsultationView) =>
  [consultationTopicLabels[consultation.topic], consultation.destinationName].filter(Boolean).join(' · ');

/** When it is, in the reader's time zone: the booked time, or the times offered while it awaits an agent. */
export const consultationWhen = (consultation: ConsultationView) =>
  consultation.scheduledAt
    ? formatDate(consultation.scheduledAt, 'dateTime')
    : `Preferred: ${consultation.preferredTimes.map((time) => formatDate(time, 'dateTime')).join('; ')}`;
