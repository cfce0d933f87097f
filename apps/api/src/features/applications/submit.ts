import { submissionProblems, countOf, type InterfaceLanguage } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { applications, applicationStatusHistory, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, conflict } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { ApplicationDetailsRow } from '../../domain/applications/application-rows';
import { tripReferenceOf } from '../../domain/applications/trip-terms';
import { queueEmail } from '../../domain/email/outbox';
import { notify, textsOf } from '../../domain/notifications/notify';
import { handToAgent, leastLoadedAgent } from '../../domain/applications/hand-to-agent';
import { submittedEmail } from './submitted-email';
import { submittedNotice } from './submitted-notice';
import { findOwnDraft, getApplication, notDraft } from './drafts';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { documentNamesIn } from '../../domain/applications/document-names';
import { destinationNameOf, referenceNumberOf } from '../../domain/applications/views';

export const incomplete = (problems: { field: string; message: string }[]) =>
  new AppError(
    'APPLICATION_INCOMPLETE',
    422,
    `This application cannot be submitted yet: ${countOf(problems.length, 'item is', 'items are')} missing or invalid.`,
    problems,
  );

/**
 * What stands between a draft and its submission: missing fields and documents, dates, the passport; the
 * destination and the documents named in `language` (checked by those names, uploads matched to them).
 */
export const submissionProblemsOf = (
  ctx: AppContext,
  draft: ApplicationDetailsRow,
  language: InterfaceLanguage = 'en',
) => {
  const names = documentNamesIn(ctx, draft.toCountry, draft.requiredDocuments, language);
  const nameOf = (document: string) => names[document] ?? document;
  return submissionProblems(
    {
      ...draft,
      requiredDocuments: draft.requiredDocuments.map(nameOf),
      entryConditions: ctx.visa.index.entryConditions(draft.toCountry),
      destination: destinationNameIn(ctx, draft.toCountry, language),
    },
    draft.uploadedTypes.map(nameOf),
  );
};

/**
 * Moves one of the owner's drafts to `pending` in `tx`, with its history, and hands it to `agentId` (none when no
 * agent can work cases yet): what every submission does, alone or with the rest of a trip.
 */
export const markSubmitted = async (
  tx: Db,
  ctx: AppContext,
  userId: string,
  draft: { id: string; toCountry: string; priority: string },
  agentId: string | null,
) => {
  const [submitted] = await tx
    .update(applications)
    .set({
      status: 'pending',
      submittedAt: new Date(),
      updatedAt: new Date(),
      assignedAgentId: agentId,
      assignedAt: agentId ? new Date() : null,
    })
    .where(
      and(eq(applications.id, draft.id), eq(applications.userId, userId), eq(applications.status, 'draft')),
    )
    .returning({ id: applications.id });
  if (!submitted) throw notDraft('submitted again');
  await tx.insert(applicationStatusHistory).values({
    applicationId: draft.id,
    fromStatus: 'draft',
    toStatus: 'pending',
    changedBy: userId,
    note: 'Submitted by the applicant',
  });
  if (agentId) await handToAgent(tx, ctx, agentId, draft);
};

/** The owner's name, address and language, for the email that confirms a submission. */
export const ownerOf = async (db: Db, userId: string) => {
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, interfaceLanguage: users.interfaceLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return owner;
};

/**
 * Submits the owner's draft: every required field and document must be there (422 listing what is
 * not), then it becomes `pending`, is assigned to the least-loaded active agent, and the applicant
 * and the agent are told. A traveller's draft on a trip is submitted with the trip.
 */
export const submitApplication = async (
  ctx: AppContext,
  userId: string,
  id: string,
  language: InterfaceLanguage,
) => {
  const draft = await findOwnDraft(ctx, userId, id, 'submitted again');
  if (draft.trip)
    throw conflict(
      'PART_OF_TRIP',
      `This traveller is on trip ${tripReferenceOf(draft.trip.id)}: submit the trip to submit everyone on it together.`,
    );
  const problems = submissionProblemsOf(ctx, draft, language);
  if (problems.length > 0) throw incomplete(problems);

  const reference = referenceNumberOf(id);
  const destination = { code: draft.toCountry, name: destinationNameOf(ctx, draft.toCountry) };
  const link = `/applications/${id}`;
  const offered = ctx.config.interfaceLanguages;
  await ctx.db.transaction(async (tx) => {
    await markSubmitted(tx, ctx, userId, draft, await leastLoadedAgent(tx));
    await notify(tx, offered, {
      userId,
      text: textsOf(submittedNotice, { reference, destination }),
      type: 'success',
      category: 'application_update',
      link,
    });
    const owner = await ownerOf(tx, userId);
    if (owner)
      await queueEmail(
        tx,
        submittedEmail(owner, offered, {
          reference,
          destination,
          link: `${ctx.config.publicUrl}${link}`,
        }),
      );
  });
  ctx.wakeMailer();
  return getApplication(ctx, userId, id, language);
};
