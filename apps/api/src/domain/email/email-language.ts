import { isInterfaceLanguage, type InterfaceLanguage } from '@visabridge/contract';
import type { OutgoingEmail } from './outbox';

/** Who an email goes to: their address, first name and, when known, the language their account speaks. */
export type Recipient = { email: string; firstName: string; interfaceLanguage?: string | null };

/** An email's subject and lines in one language. */
export type EmailText = { subject: string; lines: string[] };

/** An email written in each language the product speaks, from the same facts. */
export type EmailTexts<Facts> = Record<InterfaceLanguage, (facts: Facts) => EmailText>;

/** The language of the recipient's account if the site offers it, English otherwise. */
export const emailLanguageOf = (
  recipient: Recipient,
  offered: readonly InterfaceLanguage[],
): InterfaceLanguage =>
  isInterfaceLanguage(recipient.interfaceLanguage) && offered.includes(recipient.interfaceLanguage)
    ? recipient.interfaceLanguage
    : 'en';

/** The email to `recipient`, in their language among those the site offers (`INTERFACE_LANGUAGES`). */
export const emailTo = <Facts>(
  recipient: Recipient,
  offered: readonly InterfaceLanguage[],
  texts: EmailTexts<Facts>,
  facts: Facts,
): OutgoingEmail => {
  const { subject, lines } = texts[emailLanguageOf(recipient, offered)](facts);
  return { to: recipient.email, subject, body: lines.join('\n') };
};

/**
 * A country by its name in `language` (the locale data the runtime carries); in English, or when the code is
 * not known there, the name the data set gives it, as the site shows it.
 */
export const countryNameIn = (language: InterfaceLanguage, code: string, fallback: string) =>
  language === 'en'
    ? fallback
    : (new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code.toUpperCase()) ??
      fallback);
