import type { InterfaceLanguage, MessageAuthorKind } from '@visabridge/contract';

/** Each part a message's author plays, named in each language as the thread's labels name it. */
const authorKindNamesIn: Record<InterfaceLanguage, Record<MessageAuthorKind, string>> = {
  en: { applicant: 'Applicant', colleague: 'Colleague', agent: 'Agent', admin: 'Admin' },
  es: { applicant: 'Solicitante', colleague: 'Colega', agent: 'Agente', admin: 'Administrador' },
  fr: { applicant: 'Demandeur', colleague: 'Collègue', agent: 'Agent', admin: 'Administrateur' },
  de: { applicant: 'Antragsteller', colleague: 'Kollege', agent: 'Sachbearbeiter', admin: 'Administrator' },
  zh: { applicant: '申请人', colleague: '同事', agent: '签证专员', admin: '管理员' },
  ar: { applicant: 'مقدّم الطلب', colleague: 'زميل', agent: 'الوكيل', admin: 'المسؤول' },
};

/** Who wrote a message and as what. */
export type MessageAuthor = { name: string; kind: MessageAuthorKind };

/** "Mira Lindqvist (Colleague)": how notifications and emails name a message's author, in `language`. */
export const authorLineIn = (language: InterfaceLanguage, { name, kind }: MessageAuthor) =>
  language === 'zh'
    ? `${name}（${authorKindNamesIn.zh[kind]}）`
    : `${name} (${authorKindNamesIn[language][kind]})`;
