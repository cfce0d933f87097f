/** Second factors: authenticator apps (TOTP), passkeys (WebAuthn), recovery codes and passkey challenges. */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';
import { sealedText, timestamps } from './columns';

export const secondFactors = pgTable(
  'second_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `totp` or `passkey`. */
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    /** TOTP: the base32 secret, sealed: with it anyone could make the codes. */
    totpSecret: sealedText('totp_secret'),
    /** TOTP: the last 30-second step a code was accepted for, so a code is never accepted twice. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    /** TOTP: set once the first code proved the app holds the secret; until then it is being set up. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Passkey: the credential id (base64url). */
    credentialId: text('credential_id').unique(),
    /** Passkey: the COSE public key (base64url). */
    publicKey: text('public_key'),
    signCount: integer('sign_count').notNull().default(0),
    /** Passkey: how the browser may reach the authenticator (comma-separated), as it reported them. */
    transports: text('transports'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('second_factors_user_id_idx').on(table.userId)],
);

/** Ten single-use codes for when the authenticator is lost; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/** The one open WebAuthn challenge of a session (registration or sign-in), used once. */
export const passkeyChallenges = pgTable('passkey_challenges', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  /** `register` or `authenticate`. */
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
