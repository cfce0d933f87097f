import type { InterfaceLanguage } from '@visabridge/contract';
import type { NotificationTexts } from '../../domain/notifications/notify';

/** Why a document is asked for: staff requested it, or rejected the one uploaded. */
export type DocumentRequestKind = 'requested' | 'rejected';

/** The notice's title, and the email's subject, for each kind of request in each language. */
export const documentRequestTitles: Record<InterfaceLanguage, Record<DocumentRequestKind, string>> = {
  en: { requested: 'Document requested', rejected: 'Document rejected' },
  es: { requested: 'Documento solicitado', rejected: 'Documento rechazado' },
  fr: { requested: 'Document demandé', rejected: 'Document refusé' },
  de: { requested: 'Dokument angefordert', rejected: 'Dokument abgelehnt' },
  zh: { requested: '需要补充文件', rejected: '文件未通过审核' },
  ar: { requested: 'مطلوب مستند', rejected: 'تم رفض مستند' },
};

/** `type` as staff or the checklist named the document; `note` as staff wrote it. */
type Facts = { reference: string; kind: DocumentRequestKind; type: string; note: string | null };

/** The applicant's notice that a document is needed. */
export const documentRequestNotice: NotificationTexts<Facts> = {
  en: ({ reference, kind, type, note }) => ({
    title: documentRequestTitles.en[kind],
    message: `Application ${reference}: please upload "${type}".${note ? ` ${note}` : ''}`,
  }),
  es: ({ reference, kind, type, note }) => ({
    title: documentRequestTitles.es[kind],
    message: `Solicitud ${reference}: suba «${type}».${note ? ` ${note}` : ''}`,
  }),
  fr: ({ reference, kind, type, note }) => ({
    title: documentRequestTitles.fr[kind],
    message: `Demande ${reference} : veuillez ajouter « ${type} ».${note ? ` ${note}` : ''}`,
  }),
  de: ({ reference, kind, type, note }) => ({
    title: documentRequestTitles.de[kind],
    message: `Antrag ${reference}: Bitte laden Sie „${type}“ hoch.${note ? ` ${note}` : ''}`,
  }),
  zh: ({ reference, kind, type, note }) => ({
    title: documentRequestTitles.zh[kind],
    message: `申请 ${reference}：请上传“${type}”。${note ?? ''}`,
  }),
  ar: ({ reference, kind, type, note }) => ({
    title: documentRequestTitles.ar[kind],
    message: `الطلب ${reference}: يُرجى رفع "${type}".${note ? ` ${note}` : ''}`,
  }),
};
