import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConsultationView } from '@visabridge/contract';

/**
 * Each consultation topic by the name the booking form and the consultation lists give it (the contract's
 * `consultationTopicLabels`).
 */
export const consultationTopicNames: Record<ConsultationView['topic'], MessageDescriptor> = {
  visa_requirements: msg({
    message: 'Visa requirements',
    context: 'consultation topic',
    comment: 'consultation topic',
  }),
  application_help: msg({
    message: 'Application help',
    context: 'consultation topic',
    comment: 'consultation topic',
  }),
  documents: msg({ message: 'Documents', context: 'consultation topic', comment: 'consultation topic' }),
  business_travel: msg({
    message: 'Business travel',
    context: 'consultation topic',
    comment: 'consultation topic',
  }),
  other: msg({
    message: 'Other',
    context: 'consultation topic',
    comment: 'consultation topic: none of the others',
  }),
};
