import type { InterfaceLanguage } from '@visabridge/contract';
import { countIn } from '../../domain/visa/answer-texts/count-in';

/** What a payment pays for, in one language; references, numbers and names come in already written. */
export type PaymentDescriptionTexts = {
  application: (reference: string, destination: string) => string;
  trip: (reference: string, destination: string, travellers: number) => string;
  invoice: (invoiceNumber: string, period: string) => string;
};

/** The English texts are the ones stored with each payment (the ledger, the card provider, searches). */
export const paymentDescriptionTexts: Record<InterfaceLanguage, PaymentDescriptionTexts> = {
  en: {
    application: (reference, destination) => `Visa fees for application ${reference} (${destination})`,
    trip: (reference, destination, travellers) =>
      `Visa fees for trip ${reference} (${destination}): ${countIn('en', travellers, { one: '# traveller', other: '# travellers' })}`,
    invoice: (number, period) => `Invoice ${number} (${period})`,
  },
  es: {
    application: (reference, destination) => `Tasas de visado de la solicitud ${reference} (${destination})`,
    trip: (reference, destination, travellers) =>
      `Tasas de visado del viaje ${reference} (${destination}): ${countIn('es', travellers, { one: '# viajero', other: '# viajeros' })}`,
    invoice: (number, period) => `Factura ${number} (${period})`,
  },
  fr: {
    application: (reference, destination) => `Frais de visa de la demande ${reference} (${destination})`,
    trip: (reference, destination, travellers) =>
      `Frais de visa du voyage ${reference} (${destination}) : ${countIn('fr', travellers, { one: '# voyageur', other: '# voyageurs' })}`,
    invoice: (number, period) => `Facture ${number} (${period})`,
  },
  de: {
    application: (reference, destination) => `Visagebühren für den Antrag ${reference} (${destination})`,
    trip: (reference, destination, travellers) =>
      `Visagebühren für die Reise ${reference} (${destination}): ${countIn('de', travellers, { one: '# Person', other: '# Personen' })}`,
    invoice: (number, period) => `Rechnung ${number} (${period})`,
  },
  zh: {
    application: (reference, destination) => `申请 ${reference}（${destination}）的签证费用`,
    trip: (reference, destination, travellers) =>
      `行程 ${reference}（${destination}）的签证费用：${countIn('zh', travellers, { other: '# 位旅客' })}`,
    invoice: (number, period) => `发票 ${number}（${period}）`,
  },
  ar: {
    application: (reference, destination) => `رسوم التأشيرة للطلب ${reference} (${destination})`,
    trip: (reference, destination, travellers) =>
      `رسوم التأشيرة للرحلة ${reference} (${destination}): ${countIn('ar', travellers, {
        zero: 'لا مسافرين',
        one: 'مسافر واحد',
        two: 'مسافران',
        few: '# مسافرين',
        many: '# مسافرًا',
        other: '# مسافر',
      })}`,
    invoice: (number, period) => `الفاتورة ${number} (${period})`,
  },
};
