import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, Stack } from '@mui/material';
import { addDays, localDayOf, manualTaskTypes, taskInput, taskPriorities } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { errorMessage } from '../../../lib/api-client';
import { useFormRequest } from '../../../lib/use-form-request';
import { useAgentApplications } from '../api/use-agent-applications';
import { useCreateTask } from '../api/use-create-task';
import { agentMessages } from '../agent-messages';
import { taskPriorityLabels, taskTypeLabels } from './task-labels';
import { RhfSelectField } from '../../../components/form/rhf-select-field';

// The application select offers 'None' as an empty value; the API wants the field left out instead.
const taskForm = taskInput.extend({
  applicationId: z.union([z.literal('').transform(() => undefined), taskInput.shape.applicationId]),
});
type Values = z.input<typeof taskForm>;
const fields = ['type', 'description', 'applicationId', 'dueDate', 'priority'] as const;

// One page of the largest size lists the applications an agent works on at a time.
const applicationsQuery = new URLSearchParams({ pageSize: '100' });

type Props = { agentId: string; onClose: () => void };

/** Type, description, the application it is about (optional), due date (tomorrow) and priority. */
export function AddTaskForm({ agentId, onClose }: Props) {
  const creation = useCreateTask();
  const applications = useAgentApplications(agentId, applicationsQuery);
  const form = useForm<Values, unknown, z.output<typeof taskForm>>({
    resolver: zodResolver(taskForm),
    defaultValues: {
      type: 'review',
      description: '',
      applicationId: '',
      dueDate: addDays(localDayOf(), 1),
      priority: 'medium',
    },
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, fields, (error) =>
    errorMessage(error, agentMessages.taskFailed),
  );

  const onSubmit = form.handleSubmit(async (input) => {
    if (await send(creation.mutateAsync(input), agentMessages.taskCreated)) onClose();
  });

  return (
    <DialogForm
      title="Add Task"
      titleId="add-task-title"
      submitLabel="Add Task"
      isPending={creation.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <RhfSelectField control={form.control} name="type" label="Type" isRequired>
          {manualTaskTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {taskTypeLabels[type]}
            </MenuItem>
          ))}
        </RhfSelectField>
        <RhfTextField
          control={form.control}
          name="description"
          label="Description"
          multiline
          minRows={2}
          isRequired
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <RhfSelectField
          control={form.control}
          name="applicationId"
          label="Application (optional)"

          helperText={applications.isPending ? 'Loading your applications...' : undefined}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">None</MenuItem>
          {applications.data?.items.map((application) => (
            <MenuItem key={application.id} value={application.id}>
              {application.referenceNumber} · {application.clientName} · {application.destination}
            </MenuItem>
          ))}
        </RhfSelectField>
        <RhfTextField
          control={form.control}
          name="dueDate"
          label="Due date"
          type="date"
          isRequired
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <RhfSelectField control={form.control} name="priority" label="Priority">
          {taskPriorities.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {taskPriorityLabels[priority]}
            </MenuItem>
          ))}
        </RhfSelectField>
      </Stack>
    </DialogForm>
  );
}
