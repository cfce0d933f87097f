import type { InterfaceLanguage } from '@visabridge/contract';
import { emailTo, type Recipient } from '../email/email-language';
import type { OutgoingEmail } from '../email/outbox';
import { accountLinkTexts, invitationTexts } from './invitation-email-texts';
import { attemptTexts, changedTexts, resetTexts } from './password-email-texts';

// Each goes out in the recipient's language when the site offers it (`offered`), in English otherwise.

export const passwordResetEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  link: string,
): OutgoingEmail => emailTo(user, offered, resetTexts, { firstName: user.firstName, link });

export const invitationEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  invitedBy: string,
  link: string,
): OutgoingEmail => emailTo(user, offered, invitationTexts, { firstName: user.firstName, invitedBy, link });

export const accountLinkEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  invitedBy: string,
  link: string,
): OutgoingEmail =>
  emailTo(user, offered, accountLinkTexts, { firstName: user.firstName, email: user.email, invitedBy, link });

export const passwordChangedEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  publicUrl: string,
): OutgoingEmail => emailTo(user, offered, changedTexts, { firstName: user.firstName, publicUrl });

export const registrationAttemptEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  publicUrl: string,
): OutgoingEmail => emailTo(user, offered, attemptTexts, { firstName: user.firstName, publicUrl });
