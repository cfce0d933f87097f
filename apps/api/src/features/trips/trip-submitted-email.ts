import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn, emailTo, type EmailTexts, type Recipient } from '../../domain/email/email-language';
import { greetingIn } from '../../domain/email/greeting';
import type { OutgoingEmail } from '../../domain/email/outbox';

type Facts = {
  firstName: string;
  reference: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  /** The arrival date, written in the owner's region. */
  arrival: string;
  names: string[];
  link: string;
};

const listed = (names: string[]) => names.map((name) => `- ${name}`);

const texts: EmailTexts<Facts> = {
  en: ({ firstName, reference, destination, arrival, names, link }) => ({
    subject: `Trip ${reference} submitted`,
    lines: [
      greetingIn.en(firstName),
      '',
      `Your trip to ${countryNameIn('en', destination.code, destination.name)} on ${arrival} (reference ${reference}) has been submitted.`,
      'These travellers are waiting for review, each on their own application:',
      ...listed(names),
      '',
      'We will email you when a status changes. You can follow the trip here:',
      link,
    ],
  }),
  es: ({ firstName, reference, destination, arrival, names, link }) => ({
    subject: `Viaje ${reference} enviado`,
    lines: [
      greetingIn.es(firstName),
      '',
      `Hemos recibido su viaje a ${countryNameIn('es', destination.code, destination.name)} con llegada el ${arrival} (referencia ${reference}).`,
      'Estos viajeros están pendientes de revisión, cada uno con su propia solicitud:',
      ...listed(names),
      '',
      'Le escribiremos cuando cambie algún estado. Puede seguir el viaje aquí:',
      link,
    ],
  }),
  fr: ({ firstName, reference, destination, arrival, names, link }) => ({
    subject: `Voyage ${reference} envoyé`,
    lines: [
      greetingIn.fr(firstName),
      '',
      `Votre voyage (destination : ${countryNameIn('fr', destination.code, destination.name)}, arrivée le ${arrival}, référence ${reference}) a bien été envoyé.`,
      'Ces voyageurs attendent l’examen de leur dossier, chacun avec sa propre demande :',
      ...listed(names),
      '',
      'Nous vous écrirons dès qu’un statut changera. Vous pouvez suivre le voyage ici :',
      link,
    ],
  }),
  de: ({ firstName, reference, destination, arrival, names, link }) => ({
    subject: `Reise ${reference} eingereicht`,
    lines: [
      greetingIn.de(firstName),
      '',
      `Ihre Reise (Ziel: ${countryNameIn('de', destination.code, destination.name)}, Ankunft am ${arrival}, Referenz ${reference}) wurde eingereicht.`,
      'Diese Reisenden warten auf die Prüfung, jeweils mit einem eigenen Antrag:',
      ...listed(names),
      '',
      'Wir schreiben Ihnen, sobald sich ein Status ändert. Hier können Sie die Reise verfolgen:',
      link,
    ],
  }),
  zh: ({ firstName, reference, destination, arrival, names, link }) => ({
    subject: `行程 ${reference} 已提交`,
    lines: [
      greetingIn.zh(firstName),
      '',
      `您前往${countryNameIn('zh', destination.code, destination.name)}的行程（抵达日期 ${arrival}，编号 ${reference}）已提交。`,
      '以下旅客正在等待审核，每人各有一份单独的申请：',
      ...listed(names),
      '',
      '状态有变化时，我们会发邮件通知您。您可以在此查看行程进度：',
      link,
    ],
  }),
  ar: ({ firstName, reference, destination, arrival, names, link }) => ({
    subject: `تم تقديم الرحلة ${reference}`,
    lines: [
      greetingIn.ar(firstName),
      '',
      `تم تقديم رحلتك إلى ${countryNameIn('ar', destination.code, destination.name)} (تاريخ الوصول ${arrival}، المرجع ${reference}).`,
      'هؤلاء المسافرون بانتظار المراجعة، ولكلٍّ منهم طلبه الخاص:',
      ...listed(names),
      '',
      'سنراسلك عند تغيّر أي حالة. يمكنك متابعة الرحلة من هنا:',
      link,
    ],
  }),
};

/** Confirms a trip was submitted, with who waits for review, in the owner's language if the site offers it. */
export const tripSubmittedEmail = (
  owner: Recipient,
  offered: readonly InterfaceLanguage[],
  facts: Omit<Facts, 'firstName'>,
): OutgoingEmail => emailTo(owner, offered, texts, { firstName: owner.firstName, ...facts });
