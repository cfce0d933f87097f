import type { NotificationTexts } from '../../domain/notifications/notify';
import { countryNameIn } from '../../domain/email/email-language';

/** The destination's ISO code, and its name in the data set (English). */
type Facts = { reference: string; destination: { code: string; name: string } };

/** The applicant's notice that their application was submitted. */
export const submittedNotice: NotificationTexts<Facts> = {
  en: ({ reference, destination: { code, name } }) => ({
    title: 'Application submitted',
    message: `Your ${countryNameIn('en', code, name)} application ${reference} was submitted and is waiting for review.`,
  }),
  es: ({ reference, destination: { code, name } }) => ({
    title: 'Solicitud enviada',
    message: `Su solicitud ${reference} para ${countryNameIn('es', code, name)} se ha enviado y está pendiente de revisión.`,
  }),
  fr: ({ reference, destination: { code, name } }) => ({
    title: 'Demande envoyée',
    message: `Votre demande ${reference} (destination : ${countryNameIn('fr', code, name)}) a été envoyée et attend d’être examinée.`,
  }),
  de: ({ reference, destination: { code, name } }) => ({
    title: 'Antrag eingereicht',
    message: `Ihr Antrag ${reference} für ${countryNameIn('de', code, name)} wurde eingereicht und wartet auf die Prüfung.`,
  }),
  zh: ({ reference, destination: { code, name } }) => ({
    title: '申请已提交',
    message: `您前往${countryNameIn('zh', code, name)}的申请 ${reference} 已提交，正在等待审核。`,
  }),
  ar: ({ reference, destination: { code, name } }) => ({
    title: 'تم تقديم الطلب',
    message: `تم تقديم طلبك ${reference} إلى ${countryNameIn('ar', code, name)} وهو بانتظار المراجعة.`,
  }),
};
