import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaskView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/page';
import { agentKeys } from './agent-keys';

/** GET /agent/tasks: the agent's tasks, open ones first by due date, one server page. */
export const useAgentTasks = (query: URLSearchParams) => {
  const search = query.toString();
  return useQuery({
    queryKey: agentKeys.tasks(search),
    queryFn: async ({ signal }) => (await api.get<Page<TaskView>>(`/agent/tasks?${search}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
};
