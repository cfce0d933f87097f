import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn, emailTo, type EmailTexts, type Recipient } from '../email/email-language';
import type { OutgoingEmail } from '../email/outbox';
import type { NotificationText } from '../notifications/notify';

type Facts = {
  firstName: string;
  reference: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  /** What the client did, as the agent's notification says it, in a language. */
  update: (language: InterfaceLanguage) => NotificationText;
  link: string;
};

const texts: EmailTexts<Facts> = {
  en: ({ firstName, reference, destination, update, link }) => ({
    subject: update('en').title,
    lines: [
      `Hello ${firstName},`,
      '',
      update('en').message,
      '',
      `Application ${reference}, ${countryNameIn('en', destination.code, destination.name)}. Open it here:`,
      link,
    ],
  }),
  es: ({ firstName, reference, destination, update, link }) => ({
    subject: update('es').title,
    lines: [
      `Hola, ${firstName}:`,
      '',
      update('es').message,
      '',
      `Solicitud ${reference}, ${countryNameIn('es', destination.code, destination.name)}. Ábrala aquí:`,
      link,
    ],
  }),
  fr: ({ firstName, reference, destination, update, link }) => ({
    subject: update('fr').title,
    lines: [
      `Bonjour ${firstName},`,
      '',
      update('fr').message,
      '',
      `Demande ${reference}, ${countryNameIn('fr', destination.code, destination.name)}. Ouvrez-la ici :`,
      link,
    ],
  }),
  de: ({ firstName, reference, destination, update, link }) => ({
    subject: update('de').title,
    lines: [
      `Hallo ${firstName},`,
      '',
      update('de').message,
      '',
      `Antrag ${reference}, ${countryNameIn('de', destination.code, destination.name)}. Hier öffnen:`,
      link,
    ],
  }),
  zh: ({ firstName, reference, destination, update, link }) => ({
    subject: update('zh').title,
    lines: [
      `${firstName}，您好：`,
      '',
      update('zh').message,
      '',
      `申请 ${reference}，${countryNameIn('zh', destination.code, destination.name)}。在此打开：`,
      link,
    ],
  }),
  ar: ({ firstName, reference, destination, update, link }) => ({
    subject: update('ar').title,
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      update('ar').message,
      '',
      `الطلب ${reference}، ${countryNameIn('ar', destination.code, destination.name)}. افتحه من هنا:`,
      link,
    ],
  }),
};

/** To the assigned agent: what the client did on their application, and where to open it, in the agent's language. */
export const agentUpdateEmail = (
  agent: Recipient,
  offered: readonly InterfaceLanguage[],
  facts: Omit<Facts, 'firstName'>,
): OutgoingEmail => emailTo(agent, offered, texts, { firstName: agent.firstName, ...facts });
