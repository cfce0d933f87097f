import type { InterfaceLanguage } from '@visabridge/contract';

/**
 * What every VisaBridge PDF says besides its own texts: the letterhead's line, the table's column titles and
 * how a label ends before its value.
 */
export type SharedPdfTexts = {
  tagline: string;
  reference: string;
  description: string;
  amount: string;
  colon: string;
};

export const sharedPdfTexts: Record<InterfaceLanguage, SharedPdfTexts> = {
  en: {
    tagline: 'Visa application services',
    reference: 'Reference',
    description: 'Description',
    amount: 'Amount',
    colon: ':',
  },
  es: {
    tagline: 'Servicios de tramitación de visados',
    reference: 'Referencia',
    description: 'Concepto',
    amount: 'Importe',
    colon: ':',
  },
  fr: {
    tagline: 'Services de demande de visa',
    reference: 'Référence',
    description: 'Désignation',
    amount: 'Montant',
    colon: '\u00a0:',
  },
  de: {
    tagline: 'Service für Visumanträge',
    reference: 'Referenz',
    description: 'Beschreibung',
    amount: 'Betrag',
    colon: ':',
  },
  zh: { tagline: '签证申请服务', reference: '编号', description: '说明', amount: '金额', colon: '：' },
  ar: {
    tagline: 'خدمات طلبات التأشيرة',
    reference: 'المرجع',
    description: 'البيان',
    amount: 'المبلغ',
    colon: ':',
  },
};
