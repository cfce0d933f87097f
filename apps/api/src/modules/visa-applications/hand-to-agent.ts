import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { agentLinkOf, destinationNameOf, referenceNumberOf } from '../applications/views';
import { notify } from '../notifications/notify';
import { addReviewTask } from '../agent/automatic-tasks';

/** Tells an agent an application is now theirs and puts its review on their task list. */
export const handToAgent = async (
  db: Db,
  ctx: AppContext,
  agentId: string,
  application: { id: string; toCountry: string; priority: string },
) => {
  await notify(db, {
    userId: agentId,
    title: 'New application assigned',
    message: `Application ${referenceNumberOf(application.id)} for ${destinationNameOf(ctx, application.toCountry)} was assigned to you for review.`,
    type: 'info',
    category: 'application_update',
    link: agentLinkOf(application.id),
  });
  await addReviewTask(db, agentId, application);
};
