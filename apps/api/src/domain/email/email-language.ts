import type { InterfaceLanguage } from '@visabridge/contract';
import { accountLanguageOf } from '../../lib/message-language';
import type { OutgoingEmail } from './outbox';

export { countryNameIn } from '../../lib/country-names';

/** Who an email goes to: their address, first name and, when known, the language their account speaks. */
export type Recipient = { email: string; firstName: string; interfaceLanguage?: string | null };

/** An email's subject and lines in one language. */
export type EmailText = { subject: string; lines: string[] };

/** An email written in each language the product speaks, from the same facts. */
export type EmailTexts<Facts> = Record<InterfaceLanguage, (facts: Facts) => EmailText>;

/** The language of the recipient's account if the site offers it, English otherwise. */
const emailLanguageOf = (recipient: Recipient, offered: readonly InterfaceLanguage[]) =>
  accountLanguageOf(recipient.interfaceLanguage, offered);

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
