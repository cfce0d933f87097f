import type { NotificationTexts } from '../notifications/notify';

/** Someone wrote in an application's thread: `author` names them and their part, `excerpt` starts the message. */
export const messageNotice: NotificationTexts<{ reference: string; author: string; excerpt: string }> = {
  en: ({ reference, author, excerpt }) => ({
    title: `New message on application ${reference}`,
    message: `${author}: ${excerpt}`,
  }),
  es: ({ reference, author, excerpt }) => ({
    title: `Nuevo mensaje sobre la solicitud ${reference}`,
    message: `${author}: ${excerpt}`,
  }),
  fr: ({ reference, author, excerpt }) => ({
    title: `Nouveau message sur la demande ${reference}`,
    message: `${author} : ${excerpt}`,
  }),
  de: ({ reference, author, excerpt }) => ({
    title: `Neue Nachricht zum Antrag ${reference}`,
    message: `${author}: ${excerpt}`,
  }),
  zh: ({ reference, author, excerpt }) => ({
    title: `申请 ${reference} 有新消息`,
    message: `${author}：${excerpt}`,
  }),
  ar: ({ reference, author, excerpt }) => ({
    title: `رسالة جديدة بشأن الطلب ${reference}`,
    message: `${author}: ${excerpt}`,
  }),
};

/** The client uploaded a document; `type` as the checklist or the client named it. */
export const uploadNotice: NotificationTexts<{ reference: string; type: string }> = {
  en: ({ reference, type }) => ({
    title: `Document uploaded on application ${reference}`,
    message: `The client uploaded "${type}". Review it in the application's documents.`,
  }),
  es: ({ reference, type }) => ({
    title: `Documento subido en la solicitud ${reference}`,
    message: `El cliente ha subido «${type}». Revíselo en los documentos de la solicitud.`,
  }),
  fr: ({ reference, type }) => ({
    title: `Document ajouté à la demande ${reference}`,
    message: `Le client a ajouté « ${type} ». Vérifiez-le dans les documents de la demande.`,
  }),
  de: ({ reference, type }) => ({
    title: `Dokument zum Antrag ${reference} hochgeladen`,
    message: `Der Kunde hat „${type}“ hochgeladen. Prüfen Sie es in den Dokumenten des Antrags.`,
  }),
  zh: ({ reference, type }) => ({
    title: `申请 ${reference} 有新上传的文件`,
    message: `客户上传了“${type}”。请在该申请的文件中审核。`,
  }),
  ar: ({ reference, type }) => ({
    title: `تم رفع مستند في الطلب ${reference}`,
    message: `رفع العميل "${type}". راجِعه في مستندات الطلب.`,
  }),
};

/** The client paid the application's fees; `amount` as written for people. */
export const paymentNotice: NotificationTexts<{ reference: string; amount: string }> = {
  en: ({ reference, amount }) => ({
    title: `Fees paid on application ${reference}`,
    message: `The client paid ${amount}: the application's fees are settled.`,
  }),
  es: ({ reference, amount }) => ({
    title: `Tasas pagadas de la solicitud ${reference}`,
    message: `El cliente ha pagado ${amount}: las tasas de la solicitud están saldadas.`,
  }),
  fr: ({ reference, amount }) => ({
    title: `Frais réglés pour la demande ${reference}`,
    message: `Le client a payé ${amount} : les frais de la demande sont réglés.`,
  }),
  de: ({ reference, amount }) => ({
    title: `Gebühren für Antrag ${reference} bezahlt`,
    message: `Der Kunde hat ${amount} bezahlt: Die Gebühren des Antrags sind beglichen.`,
  }),
  zh: ({ reference, amount }) => ({
    title: `申请 ${reference} 的费用已支付`,
    message: `客户已支付 ${amount}，该申请的费用已结清。`,
  }),
  ar: ({ reference, amount }) => ({
    title: `تم دفع رسوم الطلب ${reference}`,
    message: `دفع العميل ${amount}، وتمت تسوية رسوم الطلب.`,
  }),
};
