import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { MenuItem, Stack } from '@mui/material';
import { addDays, localDayOf, manualTaskTypes, taskInput, taskPriorities } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { errorMessage } from '../../../lib/api-client';
import { priorityNames } from '../../../components/applications/priority-names';
import { useFormRequest } from '../../../lib/use-form-request';
import { useAgentApplications } from '../api/use-agent-applications';
import { useCreateTask } from '../api/use-create-task';
import { agentMessages } from '../agent-messages';
import { taskTypeNames } from './task-labels';
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
  const { t } = useLingui();
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
    errorMessage(error, t(agentMessages.taskFailed)),
  );

  const onSubmit = form.handleSubmit(async (input) => {
    if (await send(creation.mutateAsync(input), t(agentMessages.taskCreated))) onClose();
  });

  return (
    <DialogForm
      title={t`Add Task`}
      titleId="add-task-title"
      submitLabel={t`Add Task`}
      isPending={creation.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <RhfSelectField
          control={form.control}
          name="type"
          label={t({ message: 'Type', context: 'type of task', comment: 'field: the type of a task' })}
          isRequired
        >
          {manualTaskTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(taskTypeNames[type])}
            </MenuItem>
          ))}
        </RhfSelectField>
        <RhfTextField
          control={form.control}
          name="description"
          label={t({ message: 'Description', comment: 'field: what the task is' })}
          multiline
          minRows={2}
          isRequired
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <RhfSelectField
          control={form.control}
          name="applicationId"
          label={t`Application (optional)`}

          helperText={applications.isPending ? t`Loading your applications...` : undefined}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <Trans context="no application" comment="choice: the task is about no application">
              None
            </Trans>
          </MenuItem>
          {applications.data?.items.map((application) => (
            <MenuItem key={application.id} value={application.id}>
              {application.referenceNumber} · {application.clientName} · {application.destination}
            </MenuItem>
          ))}
        </RhfSelectField>
        <RhfTextField
          control={form.control}
          name="dueDate"
          label={t({ message: 'Due date', comment: 'field: when the task is due' })}
          type="date"
          isRequired
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <RhfSelectField
          control={form.control}
          name="priority"
          label={t({
            message: 'Priority',
            context: 'task priority',
            comment: 'field: how urgent the task is',
          })}
        >
          {taskPriorities.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {t(priorityNames[priority])}
            </MenuItem>
          ))}
        </RhfSelectField>
      </Stack>
    </DialogForm>
  );
}
