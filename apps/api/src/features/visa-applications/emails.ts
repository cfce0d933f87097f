import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn, emailTo, type EmailTexts, type Recipient } from '../../domain/email/email-language';
import type { OutgoingEmail } from '../../domain/email/outbox';
import { documentRequestTitles, type DocumentRequestKind } from './document-request-notice';

type Facts = {
  firstName: string;
  reference: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  kind: DocumentRequestKind;
  /** The document as staff or the checklist named it, and staff's note. */
  type: string;
  note: string | null;
  link: string;
};

const texts: EmailTexts<Facts> = {
  en: ({ firstName, reference, destination, kind, type, note, link }) => ({
    subject: `${documentRequestTitles.en[kind]}: application ${reference}`,
    lines: [
      `Hello ${firstName},`,
      '',
      `For your visa application for ${countryNameIn('en', destination.code, destination.name)} (reference ${reference}), please upload:`,
      type,
      ...(note ? ['', note] : []),
      '',
      'Upload it here:',
      link,
    ],
  }),
  es: ({ firstName, reference, destination, kind, type, note, link }) => ({
    subject: `${documentRequestTitles.es[kind]}: solicitud ${reference}`,
    lines: [
      `Hola, ${firstName}:`,
      '',
      `Para su solicitud de visado para ${countryNameIn('es', destination.code, destination.name)} (referencia ${reference}), suba el siguiente documento:`,
      type,
      ...(note ? ['', note] : []),
      '',
      'Puede subirlo aquí:',
      link,
    ],
  }),
  fr: ({ firstName, reference, destination, kind, type, note, link }) => ({
    subject: `${documentRequestTitles.fr[kind]} : demande ${reference}`,
    lines: [
      `Bonjour ${firstName},`,
      '',
      `Pour votre demande de visa (destination : ${countryNameIn('fr', destination.code, destination.name)}, référence ${reference}), veuillez ajouter le document suivant :`,
      type,
      ...(note ? ['', note] : []),
      '',
      'Ajoutez-le ici :',
      link,
    ],
  }),
  de: ({ firstName, reference, destination, kind, type, note, link }) => ({
    subject: `${documentRequestTitles.de[kind]}: Antrag ${reference}`,
    lines: [
      `Hallo ${firstName},`,
      '',
      `für Ihren Visumantrag für ${countryNameIn('de', destination.code, destination.name)} (Referenz ${reference}) laden Sie bitte Folgendes hoch:`,
      type,
      ...(note ? ['', note] : []),
      '',
      'Hier können Sie es hochladen:',
      link,
    ],
  }),
  zh: ({ firstName, reference, destination, kind, type, note, link }) => ({
    subject: `${documentRequestTitles.zh[kind]}：申请 ${reference}`,
    lines: [
      `${firstName}，您好：`,
      '',
      `您前往${countryNameIn('zh', destination.code, destination.name)}的签证申请（编号 ${reference}）需要您上传以下文件：`,
      type,
      ...(note ? ['', note] : []),
      '',
      '请在此上传：',
      link,
    ],
  }),
  ar: ({ firstName, reference, destination, kind, type, note, link }) => ({
    subject: `${documentRequestTitles.ar[kind]}: الطلب ${reference}`,
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      `يُرجى رفع المستند التالي لطلب تأشيرتك إلى ${countryNameIn('ar', destination.code, destination.name)} (المرجع ${reference}):`,
      type,
      ...(note ? ['', note] : []),
      '',
      'ارفعه من هنا:',
      link,
    ],
  }),
};

/** Asks the applicant side for a document, in the reader's language if the site offers it. */
export const documentNeededEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  facts: Omit<Facts, 'firstName'>,
): OutgoingEmail => emailTo(user, offered, texts, { firstName: user.firstName, ...facts });
