import type { ApplicationStatus, InterfaceLanguage } from '@visabridge/contract';
import { statusNamesIn } from '../../domain/applications/status-names';
import { countryNameIn, emailTo, type EmailTexts, type Recipient } from '../../domain/email/email-language';
import type { OutgoingEmail } from '../../domain/email/outbox';

type Facts = {
  firstName: string;
  reference: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  status: ApplicationStatus;
  reason: string | null;
  link: string;
};

const texts: EmailTexts<Facts> = {
  en: ({ firstName, reference, destination, status, reason, link }) => ({
    subject: `Application ${reference}: ${statusNamesIn.en[status]}`,
    lines: [
      `Hello ${firstName},`,
      '',
      `Your visa application for ${countryNameIn('en', destination.code, destination.name)} (reference ${reference}) is now ${statusNamesIn.en[status]}.`,
      ...(reason ? ['', `Reason: ${reason}`] : []),
      '',
      'See the details here:',
      link,
    ],
  }),
  es: ({ firstName, reference, destination, status, reason, link }) => ({
    subject: `Solicitud ${reference}: ${statusNamesIn.es[status]}`,
    lines: [
      `Hola, ${firstName}:`,
      '',
      `Su solicitud de visado para ${countryNameIn('es', destination.code, destination.name)} (referencia ${reference}) tiene ahora el estado ${statusNamesIn.es[status]}.`,
      ...(reason ? ['', `Motivo: ${reason}`] : []),
      '',
      'Consulte los detalles aquí:',
      link,
    ],
  }),
  fr: ({ firstName, reference, destination, status, reason, link }) => ({
    subject: `Demande ${reference} : ${statusNamesIn.fr[status]}`,
    lines: [
      `Bonjour ${firstName},`,
      '',
      `Votre demande de visa (destination : ${countryNameIn('fr', destination.code, destination.name)}, référence ${reference}) a désormais le statut ${statusNamesIn.fr[status]}.`,
      ...(reason ? ['', `Motif : ${reason}`] : []),
      '',
      'Consultez les détails ici :',
      link,
    ],
  }),
  de: ({ firstName, reference, destination, status, reason, link }) => ({
    subject: `Antrag ${reference}: ${statusNamesIn.de[status]}`,
    lines: [
      `Hallo ${firstName},`,
      '',
      `Ihr Visumantrag für ${countryNameIn('de', destination.code, destination.name)} (Referenz ${reference}) hat jetzt den Status ${statusNamesIn.de[status]}.`,
      ...(reason ? ['', `Grund: ${reason}`] : []),
      '',
      'Die Einzelheiten finden Sie hier:',
      link,
    ],
  }),
  zh: ({ firstName, reference, destination, status, reason, link }) => ({
    subject: `申请 ${reference}：${statusNamesIn.zh[status]}`,
    lines: [
      `${firstName}，您好：`,
      '',
      `您前往${countryNameIn('zh', destination.code, destination.name)}的签证申请（编号 ${reference}）当前状态为：${statusNamesIn.zh[status]}。`,
      ...(reason ? ['', `原因：${reason}`] : []),
      '',
      '查看详情：',
      link,
    ],
  }),
  ar: ({ firstName, reference, destination, status, reason, link }) => ({
    subject: `الطلب ${reference}: ${statusNamesIn.ar[status]}`,
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      `أصبحت حالة طلب تأشيرتك إلى ${countryNameIn('ar', destination.code, destination.name)} (المرجع ${reference}): ${statusNamesIn.ar[status]}.`,
      ...(reason ? ['', `السبب: ${reason}`] : []),
      '',
      'اطّلع على التفاصيل هنا:',
      link,
    ],
  }),
};

/** Tells an applicant their application's new status, in their language if the site offers it. */
export const statusChangedEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  facts: Omit<Facts, 'firstName'>,
): OutgoingEmail => emailTo(user, offered, texts, { firstName: user.firstName, ...facts });
