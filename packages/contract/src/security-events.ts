import { z } from 'zod';
import { cursorQuery } from './envelope';
import { calendarDate, inDayOrder, requiredText } from './primitives';

/** What a security event records; `second_factor_changed` is written by the second-factor module. */
export const securityEventKinds = [
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_locked',
  'signed_out',
  'password_changed',
  'password_reset_requested',
  'password_reset_completed',
  'email_changed',
  'session_revoked',
  'sessions_revoked_all',
  'second_factor_changed',
  'request_refused',
] as const;
export const securityEventKindSchema = z.enum(securityEventKinds, {
  error: 'Choose a kind of event from the list',
});
export type SecurityEventKind = z.infer<typeof securityEventKindSchema>;

/** The kinds a user sees as their own sign-ins. */
export const signInKinds = ['sign_in_succeeded', 'sign_in_failed', 'sign_in_locked'] as const;

/** One security event as an admin sees it: the address only as its keyed hash, never the address. */
export const securityEventView = z.object({
  id: z.number().int(),
  kind: securityEventKindSchema,
  userId: z.string().nullable(),
  /** The account's name and email; null when the event names no account (an unknown email). */
  accountLabel: z.string().nullable(),
  /** The first characters of the address's keyed hash: equal for events from the same address. */
  addressKey: z.string(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SecurityEventView = z.infer<typeof securityEventView>;

const ipAddress = z.union([z.ipv4(), z.ipv6()], { error: 'Address must be an IP address' });

/** The admin list's filters (the screen's fields); the query adds paging and the range check. */
export const securityEventFilters = z.object({
  /** The account's email or id. */
  account: requiredText('Account must be an email or an id', 254).optional(),
  kind: securityEventKindSchema.optional(),
  /** An IP address: the server compares its keyed hash. */
  address: z.string().trim().pipe(ipAddress).optional(),
  from: calendarDate('From must be a date').optional(),
  to: calendarDate('To must be a date').optional(),
});

export const listSecurityEventsQuery = cursorQuery
  .extend(securityEventFilters.shape)
  .refine(...inDayOrder('from', 'to', 'To must not be before From'));
export type ListSecurityEventsQuery = z.input<typeof listSecurityEventsQuery>;

/** One of the caller's open sessions; `isCurrent` marks the one this request came with. */
export const ownSessionView = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser and system, read from its user agent ("Chrome on Windows"). */
  device: z.string(),
  isCurrent: z.boolean(),
});
export type OwnSessionView = z.infer<typeof ownSessionView>;

/** One of the caller's recent sign-ins or sign-in attempts. */
export const ownSignInView = z.object({
  id: z.number().int(),
  kind: z.enum(signInKinds),
  device: z.string(),
  createdAt: z.string(),
});
export type OwnSignInView = z.infer<typeof ownSignInView>;

export const sessionMessages = {
  sessionEnded: 'That session is signed out.',
  otherSessionsEnded: 'Every other session is signed out.',
  sessionNotFound: 'That session is not one of yours, or it has already ended.',
};

/** How each kind of event reads on the admin's list and the user's own sign-ins. */
export const securityEventKindLabels: Record<SecurityEventKind, string> = {
  sign_in_succeeded: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_in_locked: 'Sign-in blocked (too many attempts)',
  signed_out: 'Signed out',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset requested',
  password_reset_completed: 'Password reset',
  email_changed: 'Email changed',
  session_revoked: 'Session signed out',
  sessions_revoked_all: 'Other sessions signed out',
  second_factor_changed: 'Two-step sign-in changed',
  request_refused: 'Request refused',
};
