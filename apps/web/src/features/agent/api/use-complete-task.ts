import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/**
 * Completes a task: PUT /agent/tasks/{id} {completed: true}, or for a consultation's task
 * POST /consultations/{id}/complete, which closes the task with it. The tasks and figures reload.
 */
export const useCompleteTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: TaskView) =>
      task.consultationId
        ? api.post<unknown>(`/consultations/${task.consultationId}/complete`)
        : api.put<TaskView>(`/agent/tasks/${task.id}`, { completed: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
};
