import type { OutgoingEmail } from '../../domain/email/outbox';

type Recipient = { email: string; firstName: string };
type SubmittedTrip = {
  reference: string;
  destination: string;
  arrival: string;
  names: string[];
  link: string;
};

export const tripSubmittedEmail = (user: Recipient, trip: SubmittedTrip): OutgoingEmail => ({
  to: user.email,
  subject: `Trip ${trip.reference} submitted`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `Your trip to ${trip.destination} on ${trip.arrival} (reference ${trip.reference}) has been submitted.`,
    'These travellers are waiting for review, each on their own application:',
    ...trip.names.map((name) => `- ${name}`),
    '',
    'We will email you when a status changes. You can follow the trip here:',
    trip.link,
  ].join('\n'),
});
