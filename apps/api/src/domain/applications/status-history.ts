import { asc, eq } from 'drizzle-orm';
import { applicationStatusHistory, users } from '../../db/schema';
import type { AppContext } from '../app-context';
import { findVisibleApplication, type Viewer } from './access';

export const listStatusHistory = async (ctx: AppContext, viewer: Viewer, id: string) => {
  const application = await findVisibleApplication(ctx, viewer, id);
  const rows = await ctx.db
    .select({
      id: applicationStatusHistory.id,
      fromStatus: applicationStatusHistory.fromStatus,
      toStatus: applicationStatusHistory.toStatus,
      note: applicationStatusHistory.note,
      createdAt: applicationStatusHistory.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationStatusHistory)
    .leftJoin(users, eq(users.id, applicationStatusHistory.changedBy))
    .where(eq(applicationStatusHistory.applicationId, application.id))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
  return rows.map((row) => ({
    id: String(row.id),
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note,
    changedBy: row.firstName ? `${row.firstName} ${row.lastName}` : null,
    changedAt: row.createdAt.toISOString(),
  }));
};
