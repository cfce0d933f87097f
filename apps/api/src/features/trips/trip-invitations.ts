import { formatDateIn, messages, type InterfaceLanguage } from '@visabridge/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { applications, tripInvitations, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { destinationNameOf } from '../../domain/applications/views';
import { queueEmail } from '../../domain/email/outbox';
import type { UserRow } from '../../domain/identity/views';
import { AppError, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { createLinkToken, hashLinkToken } from '../../lib/tokens';
import { tripInvitationEmail } from './trip-invitation-email';
import { ownTrip } from './trips';
import { isMinorOnTrip, travellerNameOf, tripViewOf } from './trip-views';
import { readerLocaleOf } from '../../lib/reader-locale';

const lifetimeMs = 14 * 24 * 3_600_000;
/** One invitation a minute per traveller: an address typed wrong is sent again, a mailbox is not flooded. */
const resendAfterMs = 60_000;

const invalidInvitation = () =>
  new AppError('INVALID_TOKEN', 400, 'This invitation link is invalid, expired or already used.', [
    { field: 'token', message: 'This invitation link is invalid, expired or already used.' },
  ]);

/** Why this traveller cannot be invited to follow their application, or null when they can. */
const refusalOf = (
  owner: { email: string },
  traveller: { relationship: string | null; isMinor: boolean; linked: boolean },
  email: string,
) => {
  if (traveller.relationship === 'self')
    return conflict('CANNOT_INVITE', 'This traveller is you: you follow their application already.', 'email');
  if (traveller.isMinor)
    return conflict(
      'CANNOT_INVITE',
      'Only a traveller 18 or over on the arrival date can be invited; you follow a minor’s application for them.',
      'email',
    );
  if (traveller.linked)
    return conflict(
      'CANNOT_INVITE',
      'This traveller already follows their application from their own account.',
      'email',
    );
  if (email === owner.email.toLowerCase())
    return conflict('CANNOT_INVITE', 'This is your own address: enter the traveller’s own email.', 'email');
  return null;
};

/**
 * The trip's owner invites an adult traveller to follow their own application from an account of their own:
 * the email's link, opened signed in under the address it was sent to, lets that account see this traveller's
 * application, upload its documents and answer its agent, and nothing else of the trip. A new invitation
 * replaces one not yet taken up.
 */
export const inviteTraveller = async (
  ctx: AppContext,
  owner: UserRow,
  tripId: string,
  applicationId: string,
  email: string,
  language: InterfaceLanguage = 'en',
) => {
  const trip = await ctx.db.transaction(async (tx) => {
    const found = await ownTrip(tx, owner.id, tripId, true);
    const [row] = await tx
      .select({
        id: applications.id,
        personalInfo: applications.personalInfo,
        relationship: applications.travellerRelationship,
        travellerUserId: applications.travellerUserId,
      })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.tripId, tripId)));
    if (!row) throw notFound('Traveller not found on this trip');
    const refusal = refusalOf(
      owner,
      {
        relationship: row.relationship,
        isMinor: isMinorOnTrip(found, row),
        linked: row.travellerUserId !== null,
      },
      email,
    );
    if (refusal) throw refusal;
    const [last] = await tx
      .select({ createdAt: tripInvitations.createdAt })
      .from(tripInvitations)
      .where(eq(tripInvitations.applicationId, row.id))
      .orderBy(desc(tripInvitations.createdAt))
      .limit(1);
    const wait = last ? last.createdAt.getTime() + resendAfterMs - Date.now() : 0;
    if (wait > 0) throw tooManyRequests('TOO_MANY_EMAILS', messages.tooManyEmails, Math.ceil(wait / 1000));
    await tx
      .delete(tripInvitations)
      .where(and(eq(tripInvitations.applicationId, row.id), isNull(tripInvitations.acceptedAt)));
    const { token, tokenHash } = createLinkToken();
    await tx
      .insert(tripInvitations)
      .values({ applicationId: row.id, email, tokenHash, expiresAt: new Date(Date.now() + lifetimeMs) });
    const [account] = await tx
      .select({ interfaceLanguage: users.interfaceLanguage })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    const invited = {
      email,
      firstName: travellerNameOf(row),
      interfaceLanguage: account?.interfaceLanguage ?? owner.interfaceLanguage,
    };
    await queueEmail(
      tx,
      tripInvitationEmail(invited, ctx.config.interfaceLanguages, {
        inviter: `${owner.firstName} ${owner.lastName}`,
        destination: { code: found.toCountry, name: destinationNameOf(ctx, found.toCountry) },
        arrival: formatDateIn(
          readerLocaleOf(invited.interfaceLanguage, owner.language, ctx.config.interfaceLanguages),
          found.arrivalDate,
          'long',
        ),
        link: `${ctx.config.publicUrl}/join-trip?token=${token}`,
      }),
    );
    return found;
  });
  ctx.wakeMailer();
  return tripViewOf(ctx, trip, language);
};

/**
 * A signed-in traveller takes up an invitation: the link must be unused, unexpired and sent to the address
 * they are signed in under (another account is refused and the link stays usable). Their account then follows
 * the one application the invitation was for.
 */
export const acceptTripInvitation = async (ctx: AppContext, user: UserRow, token: string) =>
  ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(tripInvitations)
      .where(
        and(
          eq(tripInvitations.tokenHash, hashLinkToken(token)),
          isNull(tripInvitations.acceptedAt),
          gt(tripInvitations.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!invitation) throw invalidInvitation();
    if (invitation.email !== user.email.toLowerCase())
      throw forbidden(
        `This invitation was sent to ${invitation.email}, but you are signed in as ${user.email}. Sign out, then sign in (or create an account) as ${invitation.email} and open the link again.`,
      );
    const [linked] = await tx
      .update(applications)
      .set({ travellerUserId: user.id, updatedAt: new Date() })
      .where(
        and(
          eq(applications.id, invitation.applicationId),
          isNull(applications.travellerUserId),
          // The owner follows the application already: their own invitation links nothing.
          sql`${applications.userId} <> ${user.id}`,
        ),
      )
      .returning({ id: applications.id });
    if (!linked) throw invalidInvitation();
    await tx
      .update(tripInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(tripInvitations.id, invitation.id));
    const [owner] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .innerJoin(applications, eq(applications.userId, users.id))
      .where(eq(applications.id, linked.id));
    return { applicationId: linked.id, invitedBy: owner ? `${owner.firstName} ${owner.lastName}` : '' };
  });
