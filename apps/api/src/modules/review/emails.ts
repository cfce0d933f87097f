import { statusLabel } from '@visabridge/contract';
import type { OutgoingEmail } from '../email/outbox';

type Recipient = { email: string; firstName: string };
type Subject = { reference: string; destination: string };

export const statusChangedEmail = (
  user: Recipient,
  application: Subject,
  change: { status: string; reason: string | null },
  link: string,
): OutgoingEmail => ({
  to: user.email,
  subject: `Application ${application.reference}: ${statusLabel(change.status)}`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `Your visa application for ${application.destination} (reference ${application.reference}) is now ${statusLabel(change.status)}.`,
    ...(change.reason ? ['', `Reason: ${change.reason}`] : []),
    '',
    'See the details here:',
    link,
  ].join('\n'),
});
