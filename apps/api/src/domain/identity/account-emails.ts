import type { Recipient } from '../email/email-language';
import type { OutgoingEmail } from '../email/outbox';

export const passwordResetEmail = (user: Recipient, link: string): OutgoingEmail => ({
  to: user.email,
  subject: 'Reset your password',
  body: [
    `Hello ${user.firstName},`,
    '',
    'Someone asked to reset the password of your VisaBridge account. To choose a new one, open:',
    link,
    '',
    'The link works once and expires in one hour. If it was not you, ignore this email: your password stays as it is.',
  ].join('\n'),
});

export const invitationEmail = (user: Recipient, invitedBy: string, link: string): OutgoingEmail => ({
  to: user.email,
  subject: 'You are invited to VisaBridge',
  body: [
    `Hello ${user.firstName},`,
    '',
    `${invitedBy} created a VisaBridge account for you. Choose your password to start:`,
    link,
    '',
    'The link works once and expires in 7 days. If you did not expect this, ignore this email.',
  ].join('\n'),
});

export const accountLinkEmail = (user: Recipient, invitedBy: string, link: string): OutgoingEmail => ({
  to: user.email,
  subject: `${invitedBy} invites you to follow your visa applications`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `${invitedBy} files visa applications for you on VisaBridge. To see them in your account, answer document requests and messages, sign in with this email address (${user.email}) and open:`,
    link,
    '',
    'The link works once and expires in 7 days. If you did not expect this, ignore this email.',
  ].join('\n'),
});

export const passwordChangedEmail = (user: Recipient, publicUrl: string): OutgoingEmail => ({
  to: user.email,
  subject: 'Your password was changed',
  body: [
    `Hello ${user.firstName},`,
    '',
    'The password of your VisaBridge account was just changed, and every other signed-in device was signed out.',
    '',
    `If this was not you, reset your password now at ${publicUrl}/forgot-password and contact support.`,
  ].join('\n'),
});

export const registrationAttemptEmail = (user: Recipient, publicUrl: string): OutgoingEmail => ({
  to: user.email,
  subject: 'Someone tried to create a VisaBridge account with your email',
  body: [
    `Hello ${user.firstName},`,
    '',
    'Someone, perhaps you, tried to create a new VisaBridge account with this email address. You already have an account, so no new one was created.',
    '',
    `To sign in, go to ${publicUrl}/login`,
    `If you forgot your password, choose a new one at ${publicUrl}/forgot-password`,
    '',
    'If this was not you, you can ignore this email: nothing changed on your account.',
  ].join('\n'),
});
