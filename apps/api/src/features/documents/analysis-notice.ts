import { countIn } from '../../domain/visa/answer-texts/count-in';
import type { NotificationTexts } from '../../domain/notifications/notify';

type Facts = {
  kind: 'photo' | 'passport';
  /** The first problem as the check words it in the reader's language, and how many it found. */
  first: string;
  count: number;
};

/** The applicant's notice that a check found problems: the first one, and how many more the application page shows. */
export const analysisNotice: NotificationTexts<Facts> = {
  en: ({ kind, first, count }) => ({
    title: `Check your ${kind === 'photo' ? 'photo' : 'passport scan'}`,
    message: count === 1 ? first : `${first} (${count - 1} more on the application page.)`,
  }),
  es: ({ kind, first, count }) => ({
    title: kind === 'photo' ? 'Revise su fotografía' : 'Revise el escaneo de su pasaporte',
    message:
      count === 1
        ? first
        : `${first} (${countIn('es', count - 1, { one: '# problema más', other: '# problemas más' })} en la página de la solicitud).`,
  }),
  fr: ({ kind, first, count }) => ({
    title: kind === 'photo' ? 'Vérifiez votre photo' : 'Vérifiez le scan de votre passeport',
    message:
      count === 1
        ? first
        : `${first} (${countIn('fr', count - 1, { one: '# autre problème', other: '# autres problèmes' })} sur la page de la demande.)`,
  }),
  de: ({ kind, first, count }) => ({
    title: kind === 'photo' ? 'Prüfen Sie Ihr Foto' : 'Prüfen Sie den Scan Ihres Reisepasses',
    message:
      count === 1
        ? first
        : `${first} (${countIn('de', count - 1, { one: 'Ein weiteres Problem', other: '# weitere Probleme' })} auf der Seite des Antrags.)`,
  }),
  zh: ({ kind, first, count }) => ({
    title: kind === 'photo' ? '请检查您的照片' : '请检查您的护照扫描件',
    message: count === 1 ? first : `${first}（申请页面上还有 ${count - 1} 个问题。）`,
  }),
  ar: ({ kind, first, count }) => ({
    title: kind === 'photo' ? 'راجِع صورتك' : 'راجِع صورة جواز سفرك الممسوحة',
    message:
      count === 1
        ? first
        : `${first} (${countIn('ar', count - 1, { one: 'مشكلة أخرى', two: 'مشكلتان أخريان', few: '# مشكلات أخرى', other: '# مشكلة أخرى' })} في صفحة الطلب.)`,
  }),
};
