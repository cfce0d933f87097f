import type { ApplicationStatus, InterfaceLanguage } from '@visabridge/contract';
import { statusNamesIn } from '../../domain/applications/status-names';
import { countryNameIn } from '../../domain/email/email-language';
import type { NotificationTexts } from '../../domain/notifications/notify';

type Facts = {
  reference: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  status: ApplicationStatus;
  reason: string | null;
};

/** The notice's title for each status a decision can set, in each language. */
const titles: Record<InterfaceLanguage, Record<ApplicationStatus, string>> = {
  en: {
    draft: 'Application draft',
    pending: 'Application pending',
    in_review: 'Application in review',
    approved: 'Application approved',
    rejected: 'Application rejected',
  },
  es: {
    draft: 'Solicitud en borrador',
    pending: 'Solicitud pendiente',
    in_review: 'Solicitud en revisión',
    approved: 'Solicitud aprobada',
    rejected: 'Solicitud rechazada',
  },
  fr: {
    draft: 'Demande en brouillon',
    pending: 'Demande en attente',
    in_review: 'Demande en cours d’examen',
    approved: 'Demande approuvée',
    rejected: 'Demande refusée',
  },
  de: {
    draft: 'Antrag im Entwurf',
    pending: 'Antrag ausstehend',
    in_review: 'Antrag in Prüfung',
    approved: 'Antrag genehmigt',
    rejected: 'Antrag abgelehnt',
  },
  zh: {
    draft: '申请为草稿',
    pending: '申请待处理',
    in_review: '申请审核中',
    approved: '申请已批准',
    rejected: '申请已被拒绝',
  },
  ar: {
    draft: 'الطلب مسودة',
    pending: 'الطلب قيد الانتظار',
    in_review: 'الطلب قيد المراجعة',
    approved: 'تمت الموافقة على الطلب',
    rejected: 'تم رفض الطلب',
  },
};

/** The applicant's notice of a staff decision: the new status and, for a rejection, why. */
export const statusChangedNotice: NotificationTexts<Facts> = {
  en: ({ reference, destination: { code, name }, status, reason }) => ({
    title: titles.en[status],
    message: `Your ${countryNameIn('en', code, name)} application ${reference} is now ${statusNamesIn.en[status]}.${reason ? ` Reason: ${reason}` : ''}`,
  }),
  es: ({ reference, destination: { code, name }, status, reason }) => ({
    title: titles.es[status],
    message: `Su solicitud ${reference} para ${countryNameIn('es', code, name)} tiene ahora el estado ${statusNamesIn.es[status]}.${reason ? ` Motivo: ${reason}` : ''}`,
  }),
  fr: ({ reference, destination: { code, name }, status, reason }) => ({
    title: titles.fr[status],
    message: `Votre demande ${reference} (destination : ${countryNameIn('fr', code, name)}) a désormais le statut ${statusNamesIn.fr[status]}.${reason ? ` Motif : ${reason}` : ''}`,
  }),
  de: ({ reference, destination: { code, name }, status, reason }) => ({
    title: titles.de[status],
    message: `Ihr Antrag ${reference} für ${countryNameIn('de', code, name)} hat jetzt den Status ${statusNamesIn.de[status]}.${reason ? ` Grund: ${reason}` : ''}`,
  }),
  zh: ({ reference, destination: { code, name }, status, reason }) => ({
    title: titles.zh[status],
    message: `您前往${countryNameIn('zh', code, name)}的申请 ${reference} 当前状态为：${statusNamesIn.zh[status]}。${reason ? `原因：${reason}` : ''}`,
  }),
  ar: ({ reference, destination: { code, name }, status, reason }) => ({
    title: titles.ar[status],
    message: `أصبحت حالة طلبك ${reference} إلى ${countryNameIn('ar', code, name)}: ${statusNamesIn.ar[status]}.${reason ? ` السبب: ${reason}` : ''}`,
  }),
};
