import { submissionProblems, countOf } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { applications, applicationStatusHistory, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError } from '../../lib/errors';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';
import { handToAgent, leastLoadedAgent } from '../../domain/applications/hand-to-agent';
import { submittedEmail } from './emails';
import { findOwnDraft, getApplication, notDraft } from './drafts';
import { destinationNameOf, referenceNumberOf } from '../../domain/applications/views';

const incomplete = (problems: { field: string; message: string }[]) =>
  new AppError(
    'APPLICATION_INCOMPLETE',
    422,
    `This application cannot be submitted yet: ${countOf(problems.length, 'item is', 'items are')} missing or invalid.`,
    problems,
  );

/**
 * Submits the owner's draft: every required field and document must be there (422 listing what is
 * not), then it becomes `pending`, is assigned to the least-loaded active agent, and the applicant
 * and the agent are told.
 */
export const submitApplication = async (ctx: AppContext, userId: string, id: string) => {
  const draft = await findOwnDraft(ctx, userId, id, 'submitted again');
  const problems = submissionProblems(
    {
      ...draft,
      entryConditions: ctx.visa.index.entryConditions(draft.toCountry),
      destination: destinationNameOf(ctx, draft.toCountry),
    },
    draft.uploadedTypes,
  );
  if (problems.length > 0) throw incomplete(problems);

  const reference = referenceNumberOf(id);
  const destination = destinationNameOf(ctx, draft.toCountry);
  const link = `/applications/${id}`;
  await ctx.db.transaction(async (tx) => {
    const agentId = await leastLoadedAgent(tx);
    const [submitted] = await tx
      .update(applications)
      .set({
        status: 'pending',
        submittedAt: new Date(),
        updatedAt: new Date(),
        assignedAgentId: agentId,
        assignedAt: agentId ? new Date() : null,
      })
      .where(and(eq(applications.id, id), eq(applications.userId, userId), eq(applications.status, 'draft')))
      .returning({ id: applications.id });
    if (!submitted) throw notDraft('submitted again');
    await tx.insert(applicationStatusHistory).values({
      applicationId: id,
      fromStatus: 'draft',
      toStatus: 'pending',
      changedBy: userId,
      note: 'Submitted by the applicant',
    });
    await notify(tx, {
      userId,
      title: 'Application submitted',
      message: `Your ${destination} application ${reference} was submitted and is waiting for review.`,
      type: 'success',
      category: 'application_update',
      link,
    });
    if (agentId) await handToAgent(tx, ctx, agentId, draft);
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    if (owner)
      await queueEmail(
        tx,
        submittedEmail(owner, { reference, destination }, `${ctx.config.publicUrl}${link}`),
      );
  });
  ctx.wakeMailer();
  return getApplication(ctx, userId, id);
};
