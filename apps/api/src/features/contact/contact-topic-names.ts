import { contactTopicLabels, type ContactTopic, type InterfaceLanguage } from '@visabridge/contract';

/** Each contact-form topic as the form names it in each language. */
const topicNamesIn: Record<InterfaceLanguage, Record<ContactTopic, string>> = {
  en: contactTopicLabels,
  es: {
    general: 'Pregunta general',
    sales: 'Ventas',
    support: 'Ayuda con una solicitud',
    partnership: 'Colaboración',
    press: 'Prensa',
    privacy: 'Solicitud de privacidad',
  },
  fr: {
    general: 'Question générale',
    sales: 'Ventes',
    support: 'Aide pour une demande',
    partnership: 'Partenariat',
    press: 'Presse',
    privacy: 'Demande relative à la confidentialité',
  },
  de: {
    general: 'Allgemeine Frage',
    sales: 'Vertrieb',
    support: 'Hilfe zu einem Antrag',
    partnership: 'Partnerschaft',
    press: 'Presse',
    privacy: 'Datenschutzanfrage',
  },
  zh: {
    general: '一般咨询',
    sales: '销售咨询',
    support: '申请相关帮助',
    partnership: '商务合作',
    press: '媒体垂询',
    privacy: '隐私相关请求',
  },
  ar: {
    general: 'سؤال عام',
    sales: 'المبيعات',
    support: 'المساعدة في طلب',
    partnership: 'الشراكات',
    press: 'الصحافة والإعلام',
    privacy: 'طلب متعلق بالخصوصية',
  },
};

/** A stored topic by its name in `language`; a topic the form no longer offers as it was stored. */
export const topicNameIn = (language: InterfaceLanguage, topic: string) =>
  topicNamesIn[language][topic as ContactTopic] ?? topic;
