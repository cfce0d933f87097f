import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SecurityEventKind } from '@visabridge/contract';

/**
 * Each security event by the name the admin's security log and the account's sign-in list give it (the
 * contract's `securityEventKindLabels`).
 */
export const securityEventKindNames: Record<SecurityEventKind, MessageDescriptor> = {
  sign_in_succeeded: msg({ message: 'Signed in', comment: 'security event: an account signed in' }),
  sign_in_failed: msg({ message: 'Sign-in failed', comment: 'security event' }),
  sign_in_locked: msg({
    message: 'Sign-in blocked (too many attempts)',
    comment: 'security event: sign-in refused after too many failed attempts',
  }),
  signed_out: msg({ message: 'Signed out', comment: 'security event: an account signed out' }),
  password_changed: msg({ message: 'Password changed', comment: 'security event' }),
  password_reset_requested: msg({ message: 'Password reset requested', comment: 'security event' }),
  password_reset_completed: msg({
    message: 'Password reset',
    comment: 'security event: a new password was set with a reset link',
  }),
  email_changed: msg({ message: 'Email changed', comment: 'security event' }),
  session_revoked: msg({
    message: 'Session signed out',
    comment: 'security event: one signed-in session (device) was ended',
  }),
  sessions_revoked_all: msg({
    message: 'Other sessions signed out',
    comment: 'security event: every other signed-in session (device) was ended',
  }),
  second_factor_changed: msg({
    message: 'Two-step sign-in changed',
    comment: 'security event: two-factor authentication was turned on, off or changed',
  }),
  request_refused: msg({
    message: 'Request refused',
    comment: 'security event: the server refused a request the account was not allowed to make',
  }),
};
