import type { OutgoingEmail } from '../../domain/email/outbox';

type Recipient = { email: string; firstName: string };
type Subject = { reference: string; destination: string };

export const submittedEmail = (user: Recipient, application: Subject, link: string): OutgoingEmail => ({
  to: user.email,
  subject: `Application ${application.reference} submitted`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `Your visa application for ${application.destination} (reference ${application.reference}) has been submitted.`,
    'We will email you when its status changes. You can follow it here:',
    link,
  ].join('\n'),
});
