import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConsultationView } from '@visabridge/contract';
import { formatDate } from '../../lib/format';
import { consultationTopicNames } from './consultation-topic-names';

/** 'Documents · Japan': what the consultation is about. */
export const consultationSubject = (i18n: I18n, consultation: ConsultationView) =>
  [i18n._(consultationTopicNames[consultation.topic]), consultation.destinationName]
    .filter(Boolean)
    .join(' · ');

/** When it is, in the reader's time zone: the booked time, or the times offered while it awaits an agent. */
export const consultationWhen = (i18n: I18n, consultation: ConsultationView) => {
  if (consultation.scheduledAt) return formatDate(consultation.scheduledAt, 'dateTime');
  const preferredTimes = consultation.preferredTimes.map((time) => formatDate(time, 'dateTime')).join('; ');
  return i18n._(
    msg({
      message: `Preferred: ${preferredTimes}`,
      comment: 'a consultation not confirmed yet: the times the user offered, separated by semicolons',
    }),
  );
};
