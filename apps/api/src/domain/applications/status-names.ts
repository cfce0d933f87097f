import type { ApplicationStatus, InterfaceLanguage } from '@visabridge/contract';

/** Each application status as the product names it in each language (as the web app's badges do). */
export const statusNamesIn: Record<InterfaceLanguage, Record<ApplicationStatus, string>> = {
  en: {
    draft: 'DRAFT',
    pending: 'PENDING',
    in_review: 'IN REVIEW',
    approved: 'APPROVED',
    rejected: 'REJECTED',
  },
  es: {
    draft: 'BORRADOR',
    pending: 'PENDIENTE',
    in_review: 'EN REVISIÓN',
    approved: 'APROBADA',
    rejected: 'RECHAZADA',
  },
  fr: {
    draft: 'BROUILLON',
    pending: 'EN ATTENTE',
    in_review: 'EN COURS D’EXAMEN',
    approved: 'APPROUVÉE',
    rejected: 'REFUSÉE',
  },
  de: {
    draft: 'ENTWURF',
    pending: 'AUSSTEHEND',
    in_review: 'IN PRÜFUNG',
    approved: 'GENEHMIGT',
    rejected: 'ABGELEHNT',
  },
  zh: { draft: '草稿', pending: '待处理', in_review: '审核中', approved: '已批准', rejected: '已拒绝' },
  ar: {
    draft: 'مسودة',
    pending: 'قيد الانتظار',
    in_review: 'قيد المراجعة',
    approved: 'موافق عليه',
    rejected: 'مرفوض',
  },
};
