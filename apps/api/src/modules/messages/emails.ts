import type { OutgoingEmail } from '../email/outbox';

type Recipient = { email: string; firstName: string };
type Subject = { reference: string; destination: string };

export const messageEmail = (
  user: Recipient,
  application: Subject,
  body: string,
  link: string,
): OutgoingEmail => ({
  to: user.email,
  subject: `New message about your application ${application.reference}`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `There is a new message about your visa application for ${application.destination}:`,
    '',
    body,
    '',
    'Read and reply here:',
    link,
  ].join('\n'),
});
