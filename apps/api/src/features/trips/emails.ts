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

type Invitation = { inviter: string; traveller: string; destination: string; arrival: string; link: string };

/** To an adult on someone's trip: follow your own application from your own account. */
export const tripInvitationEmail = (to: string, invitation: Invitation): OutgoingEmail => ({
  to,
  subject: `${invitation.inviter} invites you to follow your visa application for ${invitation.destination}`,
  body: [
    `Hello ${invitation.traveller},`,
    '',
    `${invitation.inviter} is applying on VisaBridge for your visa for the trip to ${invitation.destination} on ${invitation.arrival}.`,
    `To see your own application, upload its documents and answer its agent from your own account, sign in (or create an account) with this address, ${to}, and open:`,
    invitation.link,
    '',
    'You will see your own application only, not the other travellers on the trip. The link works for 14 days.',
    'If you did not expect this, you can ignore this email.',
  ].join('\n'),
});
