import {
  isPaymentDue,
  statusLabel,
  statusTransitions,
  type ApplicationStatus,
  type InterfaceLanguage,
  type NotificationView,
  type statusChangeInput,
} from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { applications, applicationStatusHistory } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, fieldError } from '../../lib/errors';
import { findVisibleApplication, type Viewer } from '../../domain/applications/access';
import { applicantRecipients } from '../../domain/applications/applicant-recipients';
import {
  destinationNameOf,
  paymentOfRow,
  referenceNumberOf,
  viewOfApplication,
} from '../../domain/applications/views';
import { queueEmail } from '../../domain/email/outbox';
import { notify, textsOf } from '../../domain/notifications/notify';
import { recordAudit } from '../../domain/audit/record-audit';
import { completeAutomaticTasks } from '../../domain/applications/automatic-tasks';
import { statusChangedEmail } from './status-changed-email';
import { statusChangedNotice } from './status-changed-notice';
import { statusNamesIn } from '../../domain/applications/status-names';

type StatusChange = z.output<typeof statusChangeInput>;

const decided = new Set<ApplicationStatus>(['approved', 'rejected']);

const noticeType: Record<ApplicationStatus, NotificationView['type']> = {
  draft: 'info',
  pending: 'info',
  in_review: 'info',
  approved: 'success',
  rejected: 'warning',
};

/**
 * Why a move is refused, with the statuses named in `language` as the reader's screens name them; the answer's
 * envelope writes the sentence around them in that language.
 */
const refused = (from: string, to: string, language: InterfaceLanguage) => {
  const names: Record<string, string> = statusNamesIn[language];
  const nameOf = (status: string) => names[status] ?? statusLabel(status);
  const allowed = (statusTransitions[from as ApplicationStatus] ?? []).map(nameOf);
  const list =
    language === 'en'
      ? allowed.join(' or ')
      : new Intl.ListFormat(language, { type: 'disjunction' }).format(allowed);
  const options = allowed.length > 0 ? `it can move to ${list}` : 'it is final';
  const message = `An application in ${nameOf(from)} cannot be set to ${nameOf(to)}: ${options}.`;
  return fieldError({ code: 'INVALID_STATUS_CHANGE', status: 422, field: 'status', message });
};

/**
 * A staff decision on an application the viewer may see (its agent, or an admin): only the moves of
 * decision 8, approval only once paid and every required document is uploaded, recorded in the history with who and why, told to the applicant (and the employee of a company's case) by notification and email.
 */
/** Changes the status; the view answered names things in `language` (a bulk change reads only id and status). */
export const changeStatus = async (
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  change: StatusChange,
  language: InterfaceLanguage = 'en',
) => {
  const application = await findVisibleApplication(ctx, viewer, id);
  const from = application.status;
  if (!statusTransitions[from as ApplicationStatus]?.includes(change.status))
    throw refused(from, change.status, language);
  // A traveller's application is approved only once its fees are paid (a company's are invoiced).
  if (change.status === 'approved' && isPaymentDue({ status: from, payment: paymentOfRow(application) }))
    throw conflict('FEES_UNPAID', 'The fees of this application are not paid yet', 'status');
  const missing = application.requiredDocuments.filter((type) => !application.uploadedTypes.includes(type));
  if (change.status === 'approved' && missing.length > 0)
    throw conflict(
      'DOCUMENTS_MISSING',
      `This application cannot be approved until every required document is uploaded. Missing: ${missing.join('; ')}.`,
      'status',
    );

  const reference = referenceNumberOf(id);
  const destination = { code: application.toCountry, name: destinationNameOf(ctx, application.toCountry) };
  const offered = ctx.config.interfaceLanguages;
  const reason = change.status === 'rejected' ? (change.rejectionReason ?? null) : null;
  const link = `/applications/${id}`;
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(applications)
      .set({ status: change.status, rejectionReason: reason, updatedAt: new Date() })
      .where(and(eq(applications.id, id), eq(applications.status, from)))
      .returning({ id: applications.id });
    if (!updated) throw refused(from, change.status, language);
    await tx.insert(applicationStatusHistory).values({
      applicationId: id,
      fromStatus: from,
      toStatus: change.status,
      changedBy: viewer.id,
      note: reason ?? change.note ?? null,
    });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'application.status_changed',
      targetType: 'application',
      targetId: id,
      details: { from, to: change.status, note: change.note ?? null, reason },
    });
    if (decided.has(change.status)) await completeAutomaticTasks(tx, id);
    const recipients = await applicantRecipients(tx, application);
    const text = textsOf(statusChangedNotice, { reference, destination, status: change.status, reason });
    await notify(
      tx,
      offered,
      ...recipients.map((recipient) => ({
        userId: recipient.id,
        text,
        type: noticeType[change.status],
        category: 'application_update' as const,
        link,
      })),
    );
    for (const recipient of recipients)
      await queueEmail(
        tx,
        statusChangedEmail(recipient, offered, {
          reference,
          destination,
          status: change.status,
          reason,
          link: `${ctx.config.publicUrl}${link}`,
        }),
      );
  });
  ctx.wakeMailer();
  return viewOfApplication(ctx, await findVisibleApplication(ctx, viewer, id), language);
};
