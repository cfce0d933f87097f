import { messages, resolveNames, type RegisterInput } from '@visabridge/contract';
import { users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { recordAcceptedVersions } from '../content/acceptances';
import { queueEmail } from '../email/outbox';
import { findCountry } from '../visa/find-country';
import { verificationEmail } from './emails';
import { issueLinkToken } from './link-tokens';
import { hashPassword } from './passwords';
import { toUserView } from './views';

/**
 * Creates a traveller account, records the Terms and Privacy versions they accepted (refusing outdated ones)
 * and queues the verification email, in one transaction.
 */
export const registerUser = async ({ ctx, input }: { ctx: AppContext; input: RegisterInput }) => {
  findCountry(ctx.visa.index, input.nationality, 'nationality');
  const { firstName, lastName } = resolveNames(input);
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName,
        lastName,
        role: 'general',
        phone: input.phone,
        nationality: input.nationality,
        dateOfBirth: input.dateOfBirth,
        subscribeNewsletter: input.subscribeNewsletter,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
    await recordAcceptedVersions(tx, created.id, input.acceptedVersions);
    const link = await issueLinkToken(tx, created.id, 'verify_email', ctx.config.publicUrl);
    await queueEmail(tx, verificationEmail(created, link));
    return created;
  });
  ctx.wakeMailer();
  return toUserView(user);
};
