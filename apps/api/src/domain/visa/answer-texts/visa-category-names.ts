import { visaCategoryLabels, type InterfaceLanguage, type VisaCategory } from '@visabridge/contract';

/** Each entry category as the product names it in each language (as the web app's checker does). */
export const visaCategoryNamesIn: Record<InterfaceLanguage, Record<VisaCategory, string>> = {
  en: visaCategoryLabels,
  es: {
    visa_free: 'Sin visa',
    visa_on_arrival: 'Visa a la llegada',
    eta: 'Autorización electrónica de viaje (eTA)',
    e_visa: 'Visa electrónica',
    visa_required: 'Visa obligatoria',
    no_admission: 'Entrada no permitida',
    own_country: 'País propio',
  },
  fr: {
    visa_free: 'Sans visa',
    visa_on_arrival: 'Visa à l’arrivée',
    eta: 'Autorisation de voyage électronique (eTA)',
    e_visa: 'e-Visa',
    visa_required: 'Visa obligatoire',
    no_admission: 'Entrée interdite',
    own_country: 'Votre pays',
  },
  de: {
    visa_free: 'Visumfrei',
    visa_on_arrival: 'Visum bei Ankunft',
    eta: 'Elektronische Reisegenehmigung (eTA)',
    e_visa: 'E-Visum',
    visa_required: 'Visumpflichtig',
    no_admission: 'Keine Einreise',
    own_country: 'Eigenes Land',
  },
  zh: {
    visa_free: '免签',
    visa_on_arrival: '落地签',
    eta: '电子旅行授权（eTA）',
    e_visa: '电子签证',
    visa_required: '需要签证',
    no_admission: '禁止入境',
    own_country: '本国',
  },
  ar: {
    visa_free: 'دون تأشيرة',
    visa_on_arrival: 'تأشيرة عند الوصول',
    eta: 'تصريح سفر إلكتروني (eTA)',
    e_visa: 'تأشيرة إلكترونية',
    visa_required: 'تأشيرة مطلوبة',
    no_admission: 'الدخول غير مسموح',
    own_country: 'دولتك',
  },
};
