import type { InterfaceLanguage } from '@visabridge/contract';
import { authorLineIn, type MessageAuthor } from '../../domain/applications/message-authors';
import { countryNameIn, emailTo, type EmailTexts, type Recipient } from '../../domain/email/email-language';
import type { OutgoingEmail } from '../../domain/email/outbox';

type Facts = {
  firstName: string;
  reference: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  author: MessageAuthor;
  /** The message as its author wrote it. */
  body: string;
  link: string;
};

const texts: EmailTexts<Facts> = {
  en: ({ firstName, reference, destination, author, body, link }) => ({
    subject: `New message about your application ${reference}`,
    lines: [
      `Hello ${firstName},`,
      '',
      `${authorLineIn('en', author)} wrote about the visa application for ${countryNameIn('en', destination.code, destination.name)}:`,
      '',
      body,
      '',
      'Read and reply here:',
      link,
    ],
  }),
  es: ({ firstName, reference, destination, author, body, link }) => ({
    subject: `Nuevo mensaje sobre su solicitud ${reference}`,
    lines: [
      `Hola, ${firstName}:`,
      '',
      `${authorLineIn('es', author)} ha escrito sobre la solicitud de visado para ${countryNameIn('es', destination.code, destination.name)}:`,
      '',
      body,
      '',
      'Léalo y responda aquí:',
      link,
    ],
  }),
  fr: ({ firstName, reference, destination, author, body, link }) => ({
    subject: `Nouveau message concernant votre demande ${reference}`,
    lines: [
      `Bonjour ${firstName},`,
      '',
      `${authorLineIn('fr', author)} a écrit au sujet de la demande de visa (destination : ${countryNameIn('fr', destination.code, destination.name)}) :`,
      '',
      body,
      '',
      'Lisez-le et répondez ici :',
      link,
    ],
  }),
  de: ({ firstName, reference, destination, author, body, link }) => ({
    subject: `Neue Nachricht zu Ihrem Antrag ${reference}`,
    lines: [
      `Hallo ${firstName},`,
      '',
      `${authorLineIn('de', author)} hat zum Visumantrag für ${countryNameIn('de', destination.code, destination.name)} geschrieben:`,
      '',
      body,
      '',
      'Hier können Sie die Nachricht lesen und antworten:',
      link,
    ],
  }),
  zh: ({ firstName, reference, destination, author, body, link }) => ({
    subject: `您的申请 ${reference} 有新消息`,
    lines: [
      `${firstName}，您好：`,
      '',
      `${authorLineIn('zh', author)}就前往${countryNameIn('zh', destination.code, destination.name)}的签证申请写道：`,
      '',
      body,
      '',
      '在此阅读并回复：',
      link,
    ],
  }),
  ar: ({ firstName, reference, destination, author, body, link }) => ({
    subject: `رسالة جديدة بشأن طلبك ${reference}`,
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      `كتب ${authorLineIn('ar', author)} بشأن طلب التأشيرة إلى ${countryNameIn('ar', destination.code, destination.name)}:`,
      '',
      body,
      '',
      'اقرأ الرسالة وردّ عليها من هنا:',
      link,
    ],
  }),
};

/** A new message in an application's thread, who wrote it and as what, in the reader's language if offered. */
export const messageEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  facts: Omit<Facts, 'firstName'>,
): OutgoingEmail => emailTo(user, offered, texts, { firstName: user.firstName, ...facts });
