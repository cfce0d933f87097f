import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../app-context';
import { agentLinkOf, destinationNameOf, referenceNumberOf } from './views';
import { countryNameIn } from '../email/email-language';
import { notify, textsOf, type NotificationTexts } from '../notifications/notify';
import { addReviewTask } from './automatic-tasks';

/** Agents who can work cases: active, and past their invitation (they have set a password). */
export const workingAgent = and(
  eq(users.role, 'agent'),
  eq(users.status, 'active'),
  isNotNull(users.passwordHash),
);

/** The active agent (one who has set a password) with the fewest open (pending or in-review) applications; the longest-serving on a tie. */
export const leastLoadedAgent = async (db: Db) => {
  const openCount = sql<number>`(select count(*) from ${applications} a where a.assigned_agent_id = ${users.id} and a.status in ('pending', 'in_review'))`;
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(workingAgent)
    .orderBy(asc(openCount), asc(users.createdAt), asc(users.id))
    .limit(1);
  return agent?.id ?? null;
};

/** The destination's ISO code, and its name in the data set (English). */
type Assigned = { reference: string; destination: { code: string; name: string } };

const assignedNotice: NotificationTexts<Assigned> = {
  en: ({ reference, destination: { code, name } }) => ({
    title: 'New application assigned',
    message: `Application ${reference} for ${countryNameIn('en', code, name)} was assigned to you for review.`,
  }),
  es: ({ reference, destination: { code, name } }) => ({
    title: 'Nueva solicitud asignada',
    message: `Se le ha asignado para su revisión la solicitud ${reference} (destino: ${countryNameIn('es', code, name)}).`,
  }),
  fr: ({ reference, destination: { code, name } }) => ({
    title: 'Nouvelle demande attribuée',
    message: `La demande ${reference} (destination : ${countryNameIn('fr', code, name)}) vous a été attribuée pour examen.`,
  }),
  de: ({ reference, destination: { code, name } }) => ({
    title: 'Neuer Antrag zugewiesen',
    message: `Der Antrag ${reference} für ${countryNameIn('de', code, name)} wurde Ihnen zur Prüfung zugewiesen.`,
  }),
  zh: ({ reference, destination: { code, name } }) => ({
    title: '新分配的申请',
    message: `前往${countryNameIn('zh', code, name)}的申请 ${reference} 已分配给您审核。`,
  }),
  ar: ({ reference, destination: { code, name } }) => ({
    title: 'طلب جديد مُسند إليك',
    message: `أُسند إليك الطلب ${reference} إلى ${countryNameIn('ar', code, name)} لمراجعته.`,
  }),
};

/** Tells an agent (in their language) an application is now theirs and puts its review on their task list. */
export const handToAgent = async (
  db: Db,
  ctx: AppContext,
  agentId: string,
  application: { id: string; toCountry: string; priority: string },
) => {
  await notify(db, ctx.config.interfaceLanguages, {
    userId: agentId,
    text: textsOf(assignedNotice, {
      reference: referenceNumberOf(application.id),
      destination: { code: application.toCountry, name: destinationNameOf(ctx, application.toCountry) },
    }),
    type: 'info',
    category: 'application_update',
    link: agentLinkOf(application.id),
  });
  await addReviewTask(db, agentId, application);
};
