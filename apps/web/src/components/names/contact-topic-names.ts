import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactTopic } from '@visabridge/contract';

/** Each contact-form topic by the name the form and the admin's inbox give it (the contract's `contactTopicLabels`). */
export const contactTopicNames: Record<ContactTopic, MessageDescriptor> = {
  general: msg({ message: 'General question', comment: 'topic of a message sent with the contact form' }),
  sales: msg({ message: 'Sales', comment: 'topic of a message sent with the contact form' }),
  support: msg({
    message: 'Support with an application',
    comment: 'topic of a message sent with the contact form',
  }),
  partnership: msg({ message: 'Partnership', comment: 'topic of a message sent with the contact form' }),
  press: msg({ message: 'Press', comment: 'topic of a message sent with the contact form: journalists' }),
  privacy: msg({
    message: 'Privacy request',
    comment: 'topic of a message sent with the contact form: e.g. asking for one’s personal data',
  }),
};
