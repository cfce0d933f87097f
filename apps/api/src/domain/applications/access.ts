import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { applications, employees } from '../../db/schema';
import type { AppContext } from '../app-context';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../identity/views';
import { selectApplicationDetails } from './application-rows';

export type Viewer = Pick<UserRow, 'id' | 'role'> & { companyId?: string | null };

/** Staff handle applications; everyone else is on the applicant's side of one. */
export const isStaff = (viewer: Pick<Viewer, 'role'>) => viewer.role === 'admin' || viewer.role === 'agent';

/**
 * Applications filed by a company for the employee record linked to this account (a placeholder in
 * prepared lists). By company as well as employee, so the company's index finds them: with only
 * `employee_id` (not indexed) in its OR, a user's list would scan every application.
 */
const filedForEmployeeOf = (userId: string | Placeholder) =>
  sql`(${applications.companyId} = (select e.company_id from ${employees} e where e.user_id = ${userId}) and ${applications.employeeId} = (select e.id from ${employees} e where e.user_id = ${userId}))`;

const ownedBy = (userId: string | Placeholder) => sql`${applications.userId} = ${userId}`;

/** A trip traveller's application someone else files, once its traveller took up the owner's invitation. */
const followedBy = (userId: string | Placeholder) => sql`${applications.travellerUserId} = ${userId}`;

/**
 * The applications someone applies for: their own, those their company filed for them, and their own part
 * of someone else's trip they were invited to follow.
 */
export const applicantOf = (userId: string | Placeholder) =>
  or(ownedBy(userId), filedForEmployeeOf(userId), followedBy(userId));

/**
 * The same applications as `applicantOf`, as sets that never share a row: their own, those their company
 * filed for them that they did not file, and those they follow on someone else's trip (never a company's
 * filing: a company's applications have no trip traveller). Each is read on its own index in the list's
 * order, where one condition with OR reads every row of all before it can sort.
 */
export const applicantParts = (userId: string | Placeholder) => [
  ownedBy(userId),
  sql`(${filedForEmployeeOf(userId)} and ${applications.userId} <> ${userId})`,
  sql`(${followedBy(userId)} and ${applications.userId} <> ${userId} and ${applications.employeeId} is null)`,
];

/**
 * The applications a traveller's lists and counts show: all but a trip's travellers who need nothing to enter
 * (no visa, e-visa or eTA); the trip's page shows those.
 */
export const listedForApplicant = sql`(${applications.tripId} is null or ${applications.needsApplication})`;

/**
 * Who may see an application: its owner, the employee it was filed for, the agent it is assigned
 * to, admins, and the corporate and enterprise users of the company that filed it.
 */
export const visibleTo = (viewer: Viewer): SQL | undefined => {
  if (viewer.role === 'admin') return undefined;
  if (viewer.role === 'agent') return eq(applications.assignedAgentId, viewer.id);
  if ((viewer.role === 'corporate' || viewer.role === 'enterprise') && viewer.companyId)
    return or(eq(applications.companyId, viewer.companyId), applicantOf(viewer.id));
  return applicantOf(viewer.id);
};

/** The application with its details when `reach` allows it; otherwise 404, with no hint it exists. */
const findApplication = async (ctx: AppContext, id: string, reach: SQL | undefined) => {
  const [row] = await selectApplicationDetails(ctx.db).where(and(eq(applications.id, id), reach));
  if (!row) throw notFound('Application not found');
  return row;
};

/** The application with its details when `viewer` may see it; otherwise 404. */
export const findVisibleApplication = (ctx: AppContext, viewer: Viewer, id: string) =>
  findApplication(ctx, id, visibleTo(viewer));

/** Only the owner (who filed it) changes an application's content, pays or rates it. */
export const findOwnApplication = (ctx: AppContext, userId: string, id: string) =>
  findApplication(ctx, id, eq(applications.userId, userId));

/** An application the viewer may see and answer for (upload, reply): not staff, who review it. */
export const findApplicantSideApplication = async (ctx: AppContext, viewer: Viewer, id: string) => {
  if (isStaff(viewer)) throw notFound('Application not found');
  return findVisibleApplication(ctx, viewer, id);
};
