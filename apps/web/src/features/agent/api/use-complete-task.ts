import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** PUT /agent/tasks/{id} {completed: true}; the task list and the open-task figures reload. */
export const useCompleteTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => api.put<TaskView>(`/agent/tasks/${taskId}`, { completed: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
