import type { OutgoingEmail } from '../../domain/email/outbox';

type Recipient = { email: string; firstName: string };
type Subject = { reference: string; destination: string };

/** `author` names who wrote and how they relate to the application: "Mira Lindqvist (Colleague)". */
export const messageEmail = (
  user: Recipient,
  application: Subject,
  message: { author: string; body: string },
  link: string,
): OutgoingEmail => ({
  to: user.email,
  subject: `New message about your application ${application.reference}`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `${message.author} wrote about the visa application for ${application.destination}:`,
    '',
    message.body,
    '',
    'Read and reply here:',
    link,
  ].join('\n'),
});
