import type { OutgoingEmail } from '../../domain/email/outbox';

type Recipient = { email: string; firstName: string };
type Subject = { reference: string; destination: string };

export const documentNeededEmail = (
  user: Recipient,
  application: Subject,
  request: { type: string; note: string | null; title: string },
  link: string,
): OutgoingEmail => ({
  to: user.email,
  subject: `${request.title}: application ${application.reference}`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `For your visa application for ${application.destination} (reference ${application.reference}), please upload:`,
    request.type,
    ...(request.note ? ['', request.note] : []),
    '',
    'Upload it here:',
    link,
  ].join('\n'),
});
