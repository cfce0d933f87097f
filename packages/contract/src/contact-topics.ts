/** What a contact message is about; the form's choices, in its order. */
export const contactTopics = ['general', 'sales', 'support', 'partnership', 'press', 'privacy'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  general: 'General question',
  sales: 'Sales',
  support: 'Support with an application',
  partnership: 'Partnership',
  press: 'Press',
  privacy: 'Privacy request',
};
