import type { NotificationTexts } from '../../domain/notifications/notify';

type Facts = {
  kind: 'photo' | 'passport';
  /** The first problem as the check words it (English), and how many it found. */
  first: string;
  count: number;
};

/**
 * The applicant's notice that a check found problems. The checks word their findings in English only, so in
 * another language the notice says how many there are and where to read them, and quotes none.
 */
export const analysisNotice: NotificationTexts<Facts> = {
  en: ({ kind, first, count }) => ({
    title: `Check your ${kind === 'photo' ? 'photo' : 'passport scan'}`,
    message: count === 1 ? first : `${first} (${count - 1} more on the application page.)`,
  }),
  es: ({ kind, count }) => ({
    title: kind === 'photo' ? 'Revise su fotografía' : 'Revise el escaneo de su pasaporte',
    message: `La comprobación automática ha encontrado ${count === 1 ? 'un problema' : `${count} problemas`}. Consulte los detalles en la página de la solicitud.`,
  }),
  fr: ({ kind, count }) => ({
    title: kind === 'photo' ? 'Vérifiez votre photo' : 'Vérifiez le scan de votre passeport',
    message: `La vérification automatique a relevé ${count === 1 ? 'un problème' : `${count} problèmes`}. Consultez le détail sur la page de la demande.`,
  }),
  de: ({ kind, count }) => ({
    title: kind === 'photo' ? 'Prüfen Sie Ihr Foto' : 'Prüfen Sie den Scan Ihres Reisepasses',
    message: `Die automatische Prüfung hat ${count === 1 ? 'ein Problem' : `${count} Probleme`} gefunden. Einzelheiten finden Sie auf der Seite des Antrags.`,
  }),
  zh: ({ kind, count }) => ({
    title: kind === 'photo' ? '请检查您的照片' : '请检查您的护照扫描件',
    message: `自动检查发现了 ${count} 个问题。详情请查看申请页面。`,
  }),
  ar: ({ kind, count }) => ({
    title: kind === 'photo' ? 'راجِع صورتك' : 'راجِع صورة جواز سفرك الممسوحة',
    message: `وجد الفحص التلقائي ${count === 1 ? 'مشكلة واحدة' : `مشكلات (عددها: ${count})`}. اطّلع على التفاصيل في صفحة الطلب.`,
  }),
};
