import { countOf, type OpenCasesChoice } from '@visabridge/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, fieldError } from '../../lib/errors';
import { leastLoadedAgent, workingAgent } from '../../domain/applications/hand-to-agent';
import { moveApplication } from '../visa-applications/assign-agent';

const open = ['pending', 'in_review'];

const noAgent = (message: string) =>
  fieldError({ code: 'UNKNOWN_AGENT', status: 422, field: 'openCases', message });

/** An active agent who has accepted their invitation, other than the one leaving. */
const findAgent = async (db: Db, id: string, leavingId: string) => {
  const [agent] = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.id, id), ne(users.id, leavingId), workingAgent));
  if (!agent) throw noAgent('Choose another active agent');
  return agent;
};

const nameOf = async (db: Db, id: string) => {
  const [agent] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return agent ? `${agent.firstName} ${agent.lastName}` : '';
};

/**
 * Moves the open (pending, in-review) cases of an agent who is leaving (deactivated or given another
 * role) as the admin chose: back to the unassigned queue, each to the least-loaded active agent, or
 * all to one agent, who is told and gets the review tasks. Without a choice, refused (409) with the
 * count. Runs in the caller's transaction, after the agent stopped being active, so they are never chosen.
 */
export const handOverOpenCases = async (
  tx: Db,
  ctx: AppContext,
  adminId: string,
  leaving: { id: string; firstName: string; lastName: string },
  choice: OpenCasesChoice | undefined,
) => {
  const cases = await tx
    .select({
      id: applications.id,
      toCountry: applications.toCountry,
      priority: applications.priority,
      assignedAgentId: applications.assignedAgentId,
    })
    .from(applications)
    .where(and(eq(applications.assignedAgentId, leaving.id), inArray(applications.status, open)))
    .orderBy(applications.submittedAt, applications.id)
    .for('update');
  if (cases.length === 0) return;
  if (!choice)
    throw conflict(
      'AGENT_HAS_OPEN_CASES',
      `${countOf(cases.length, 'open application is', 'open applications are')} assigned to this agent: reassign them or return them to the unassigned queue.`,
      'openCases',
    );
  const chosen =
    choice === 'unassigned' || choice === 'least_loaded' ? null : await findAgent(tx, choice, leaving.id);
  const reason = `${leaving.firstName} ${leaving.lastName} no longer takes cases`;
  for (const application of cases) {
    const agentId = choice === 'least_loaded' ? await leastLoadedAgent(tx) : (chosen?.id ?? null);
    if (choice === 'least_loaded' && !agentId)
      throw noAgent('There is no other active agent: return the cases to the unassigned queue');
    const agent = agentId ? (chosen ?? { id: agentId, name: await nameOf(tx, agentId) }) : null;
    await moveApplication(tx, ctx, { adminId, application, agent, reason });
  }
};
