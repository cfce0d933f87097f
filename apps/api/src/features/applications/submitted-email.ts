import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn, emailTo, type EmailTexts, type Recipient } from '../../domain/email/email-language';
import type { OutgoingEmail } from '../../domain/email/outbox';

type Facts = {
  firstName: string;
  reference: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  link: string;
};

const texts: EmailTexts<Facts> = {
  en: ({ firstName, reference, destination, link }) => ({
    subject: `Application ${reference} submitted`,
    lines: [
      `Hello ${firstName},`,
      '',
      `Your visa application for ${countryNameIn('en', destination.code, destination.name)} (reference ${reference}) has been submitted.`,
      'We will email you when its status changes. You can follow it here:',
      link,
    ],
  }),
  es: ({ firstName, reference, destination, link }) => ({
    subject: `Solicitud ${reference} enviada`,
    lines: [
      `Hola, ${firstName}:`,
      '',
      `Hemos recibido su solicitud de visado para ${countryNameIn('es', destination.code, destination.name)} (referencia ${reference}).`,
      'Le escribiremos cuando cambie su estado. Puede seguirla aquí:',
      link,
    ],
  }),
  fr: ({ firstName, reference, destination, link }) => ({
    subject: `Demande ${reference} envoyée`,
    lines: [
      `Bonjour ${firstName},`,
      '',
      `Votre demande de visa (destination : ${countryNameIn('fr', destination.code, destination.name)}, référence ${reference}) a bien été envoyée.`,
      'Nous vous écrirons dès que son statut changera. Vous pouvez la suivre ici :',
      link,
    ],
  }),
  de: ({ firstName, reference, destination, link }) => ({
    subject: `Antrag ${reference} eingereicht`,
    lines: [
      `Hallo ${firstName},`,
      '',
      `Ihr Visumantrag für ${countryNameIn('de', destination.code, destination.name)} (Referenz ${reference}) wurde eingereicht.`,
      'Wir schreiben Ihnen, sobald sich sein Status ändert. Hier können Sie ihn verfolgen:',
      link,
    ],
  }),
  zh: ({ firstName, reference, destination, link }) => ({
    subject: `申请 ${reference} 已提交`,
    lines: [
      `${firstName}，您好：`,
      '',
      `您前往${countryNameIn('zh', destination.code, destination.name)}的签证申请（编号 ${reference}）已提交。`,
      '状态有变化时，我们会发邮件通知您。您可以在此查看进度：',
      link,
    ],
  }),
  ar: ({ firstName, reference, destination, link }) => ({
    subject: `تم تقديم الطلب ${reference}`,
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      `تم تقديم طلب تأشيرتك إلى ${countryNameIn('ar', destination.code, destination.name)} (المرجع ${reference}).`,
      'سنراسلك عند تغيّر حالته. يمكنك متابعته من هنا:',
      link,
    ],
  }),
};

/** Confirms an application was submitted, in the owner's language if the site offers it. */
export const submittedEmail = (
  owner: Recipient,
  offered: readonly InterfaceLanguage[],
  facts: Omit<Facts, 'firstName'>,
): OutgoingEmail => emailTo(owner, offered, texts, { firstName: owner.firstName, ...facts });
