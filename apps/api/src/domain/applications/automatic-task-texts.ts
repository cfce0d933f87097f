import type { InterfaceLanguage } from '@visabridge/contract';

/** The tasks VisaBridge adds for agents, in one language; references and document names come in written. */
type AutomaticTaskTexts = {
  review: (reference: string) => string;
  document: (document: string, reference: string) => string;
};

/** The English texts are the ones stored with each task when it is added. */
export const automaticTaskTexts: Record<InterfaceLanguage, AutomaticTaskTexts> = {
  en: {
    review: (reference) => `Review application ${reference}`,
    document: (document, reference) =>
      `Follow up on the missing document "${document}" for application ${reference}`,
  },
  es: {
    review: (reference) => `Revisar la solicitud ${reference}`,
    document: (document, reference) =>
      `Hacer seguimiento del documento pendiente «${document}» de la solicitud ${reference}`,
  },
  fr: {
    review: (reference) => `Examiner la demande ${reference}`,
    document: (document, reference) =>
      `Relancer le client pour le document manquant « ${document} » de la demande ${reference}`,
  },
  de: {
    review: (reference) => `Antrag ${reference} prüfen`,
    document: (document, reference) =>
      `Fehlendes Dokument „${document}“ für Antrag ${reference} nachverfolgen`,
  },
  zh: {
    review: (reference) => `审核申请 ${reference}`,
    document: (document, reference) => `跟进申请 ${reference} 缺少的文件“${document}”`,
  },
  ar: {
    review: (reference) => `مراجعة الطلب ${reference}`,
    document: (document, reference) => `متابعة المستند الناقص «${document}» للطلب ${reference}`,
  },
};
