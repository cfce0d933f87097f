import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskView, taskInput } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** POST /agent/tasks: a task the agent adds by hand; the task list and the open-task figures reload. */
export const useCreateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof taskInput>) => api.post<TaskView>('/agent/tasks', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
