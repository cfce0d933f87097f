import { and, eq, type SQL } from 'drizzle-orm';
import { applications } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../auth/views';
import { selectApplicationDetails } from './application-rows';

export type Viewer = Pick<UserRow, 'id' | 'role'> & { companyId?: string | null };

/**
 * Who may see an application: its owner, the agent it is assigned to, admins, and the users of the
 * company that filed it.
 */
export const visibleTo = (viewer: Viewer): SQL | undefined => {
  if (viewer.role === 'admin') return undefined;
  if (viewer.role === 'agent') return eq(applications.assignedAgentId, viewer.id);
  if ((viewer.role === 'corporate' || viewer.role === 'enterprise') && viewer.companyId)
    return eq(applications.companyId, viewer.companyId);
  return eq(applications.userId, viewer.id);
};

/** The application with its details when `viewer` may see it; otherwise 404, with no hint it exists. */
export const findVisibleApplication = async (ctx: AppContext, viewer: Viewer, id: string) => {
  const [row] = await selectApplicationDetails(ctx.db).where(and(eq(applications.id, id), visibleTo(viewer)));
  if (!row) throw notFound('Application not found');
  return row;
};

/** Only the owner changes an application's content (drafts, documents). */
export const findOwnApplication = (ctx: AppContext, userId: string, id: string) =>
  findVisibleApplication(ctx, { id: userId, role: 'general' }, id);
