import { contactTopicLabels, type ContactTopic } from '@visabridge/contract';
import type { OutgoingEmail } from '../../domain/email/outbox';

type Sent = { name: string; email: string; topic: string; message: string; userId: string | null };

const topicOf = (topic: string) => contactTopicLabels[topic as ContactTopic] ?? topic;

/** The support team's copy of a contact message, with where to answer it. */
export const supportCopyEmail = (to: string, sent: Sent, publicUrl: string): OutgoingEmail => ({
  to,
  subject: `Contact form: ${topicOf(sent.topic)} from ${sent.name}`,
  body: [
    `From: ${sent.name} <${sent.email}>${sent.userId ? ' (signed in to their account)' : ''}`,
    `Topic: ${topicOf(sent.topic)}`,
    '',
    sent.message,
    '',
    'Reply from the admin inbox, so the answer is recorded:',
    `${publicUrl}/admin-dashboard?tab=inbox`,
  ].join('\n'),
});

/**
 * Tells the sender the message arrived. It does not repeat the message: the form is public, and an
 * acknowledgement quoting any text to any address would let strangers send mail in our name.
 */
export const acknowledgementEmail = (sent: Sent): OutgoingEmail => ({
  to: sent.email,
  subject: 'We received your message',
  body: [
    `Hello ${sent.name},`,
    '',
    `Thank you for writing to VisaBridge (${topicOf(sent.topic)}). Your message is with our team, who reply by email to this address.`,
    '',
    'If you did not write to us, you can ignore this email.',
  ].join('\n'),
});

/** A staff reply, sent to the sender with their message below it. */
export const replyEmail = (sent: Sent, reply: string, publicUrl: string): OutgoingEmail => ({
  to: sent.email,
  subject: `Re: your message to VisaBridge (${topicOf(sent.topic)})`,
  body: [
    `Hello ${sent.name},`,
    '',
    reply,
    '',
    'To write back, use the contact form:',
    `${publicUrl}/contact`,
    '',
    '> Your message:',
    ...sent.message.split('\n').map((line) => `> ${line}`),
  ].join('\n'),
});
