import type { InterfaceLanguage } from '@visabridge/contract';

/** How an invoice and its lines read in one language; period, names and counts come in already written. */
export type InvoiceLineTexts = {
  /** The invoice as a list shows it: its month and how many applications it bills. */
  summary: (period: string, applications: number) => string;
  /** One billed application: who travelled where, on which visa. */
  line: (traveller: string, destination: string, visaType: string) => string;
};

/** The English line is the one stored with each invoice line when the invoice is issued. */
export const invoiceLineTexts: Record<InterfaceLanguage, InvoiceLineTexts> = {
  en: {
    summary: (period, applications) => `Visa applications, ${period} (${applications})`,
    line: (traveller, destination, visaType) => `${traveller}, ${destination} (${visaType})`,
  },
  es: {
    summary: (period, applications) => `Solicitudes de visado, ${period} (${applications})`,
    line: (traveller, destination, visaType) => `${traveller}, ${destination} (${visaType})`,
  },
  fr: {
    summary: (period, applications) => `Demandes de visa, ${period} (${applications})`,
    line: (traveller, destination, visaType) => `${traveller}, ${destination} (${visaType})`,
  },
  de: {
    summary: (period, applications) => `Visaanträge, ${period} (${applications})`,
    line: (traveller, destination, visaType) => `${traveller}, ${destination} (${visaType})`,
  },
  zh: {
    summary: (period, applications) => `签证申请，${period}（${applications}）`,
    line: (traveller, destination, visaType) => `${traveller}，${destination}（${visaType}）`,
  },
  ar: {
    summary: (period, applications) => `طلبات التأشيرة، ${period} (${applications})`,
    line: (traveller, destination, visaType) => `${traveller}، ${destination} (${visaType})`,
  },
};
