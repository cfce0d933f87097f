import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn } from '../../lib/country-names';
import type { NotificationTexts } from '../../domain/notifications/notify';

type Facts = {
  reference: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  /** The travellers waiting for review. */
  names: string[];
};

/** "Ana, Luis and Eva", as a sentence in `language` lists names. */
const listIn = (language: InterfaceLanguage, names: string[]) =>
  new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);

/** The owner's notice that their trip was submitted, with who waits for review. */
export const tripSubmittedNotice: NotificationTexts<Facts> = {
  en: ({ reference, destination, names }) => ({
    title: 'Trip submitted',
    message: `Your ${countryNameIn('en', destination.code, destination.name)} trip ${reference} was submitted: ${listIn('en', names)} ${names.length === 1 ? 'is' : 'are'} waiting for review.`,
  }),
  es: ({ reference, destination, names }) => ({
    title: 'Viaje enviado',
    message: `Hemos recibido su viaje a ${countryNameIn('es', destination.code, destination.name)} (${reference}): ${listIn('es', names)} ${names.length === 1 ? 'está pendiente' : 'están pendientes'} de revisión.`,
  }),
  fr: ({ reference, destination, names }) => ({
    title: 'Voyage envoyé',
    message: `Votre voyage ${reference} (destination : ${countryNameIn('fr', destination.code, destination.name)}) a bien été envoyé : ${listIn('fr', names)} ${names.length === 1 ? 'attend' : 'attendent'} l’examen de ${names.length === 1 ? 'son' : 'leur'} dossier.`,
  }),
  de: ({ reference, destination, names }) => ({
    title: 'Reise eingereicht',
    message: `Ihre Reise ${reference} (Ziel: ${countryNameIn('de', destination.code, destination.name)}) wurde eingereicht: ${listIn('de', names)} ${names.length === 1 ? 'wartet' : 'warten'} auf die Prüfung.`,
  }),
  zh: ({ reference, destination, names }) => ({
    title: '行程已提交',
    message: `您前往${countryNameIn('zh', destination.code, destination.name)}的行程 ${reference} 已提交：${listIn('zh', names)}正在等待审核。`,
  }),
  ar: ({ reference, destination, names }) => ({
    title: 'تم تقديم الرحلة',
    message: `تم تقديم رحلتك إلى ${countryNameIn('ar', destination.code, destination.name)} (${reference}): ${listIn('ar', names)} بانتظار المراجعة.`,
  }),
};
