import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Chip, ListItem, Typography } from '@mui/material';
import type { TaskView } from '@visabridge/contract';
import { PriorityChip } from '../../../components/applications/priority-chip';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useCompleteTask } from '../api/use-complete-task';
import { agentMessages } from '../agent-messages';
import { taskTypeIcons, taskTypeTitles } from './task-labels';

/** Which application the task is about, if any; for a consultation, when and with whom (reader's time zone). */
const subjectOf = (i18n: I18n, task: TaskView) =>
  task.consultationTime
    ? `${formatDate(task.consultationTime, 'dateTime')}${task.clientName ? ` · ${task.clientName}` : ''}`
    : task.applicationReference
      ? `${task.applicationReference}${task.clientName ? ` · ${task.clientName}` : ''}`
      : i18n._(msg({ message: 'No application', comment: 'a task that is about no application' }));

/** One task: its type, what to do, for which application and client, when, how urgent; overdue in red. */
export function TaskListItem({ task }: { task: TaskView }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const completion = useCompleteTask();
  const Icon = taskTypeIcons[task.type];
  const isOverdue = task.overdue && !task.completed;
  const { description } = task;
  const dueOn = formatDate(task.dueDate, 'short');
  const completedOn = task.completed && task.completedAt ? formatDate(task.completedAt, 'short') : null;

  const complete = async () => {
    try {
      await completion.mutateAsync(task);
      toast.success(t(agentMessages.taskCompleted));
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(errorMessage(error));
    }
  };

  return (
    <ListItem
      divider
      sx={{
        gap: 2,
        py: 1.5,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        borderLeft: 4,
        borderLeftColor: isOverdue ? 'error.main' : 'transparent',
        bgcolor: isOverdue ? 'action.hover' : undefined,
      }}
    >
      <Icon
        color={isOverdue ? 'error' : 'action'}
        sx={{ mt: 0.25 }}
        titleAccess={t(taskTypeTitles[task.type])}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 48px)', sm: 'auto' } }}>
        <Typography
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            textDecoration: task.completed ? 'line-through' : undefined,
            color: task.completed ? 'text.secondary' : undefined,
          }}
        >
          {description}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subjectOf(i18n, task)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Typography variant="body2" color={isOverdue ? 'error' : 'text.secondary'} sx={{ fontWeight: 600 }}>
            {completedOn
              ? t({ message: `Completed ${completedOn}`, comment: 'when the task was done' })
              : t({ message: `Due ${dueOn}`, comment: 'when the task is due' })}
          </Typography>
          {isOverdue && (
            <Chip
              component="span"
              size="small"
              color="error"
              label={t({ message: 'Overdue', context: 'task', comment: 'a task past its due date' })}
            />
          )}
          <PriorityChip priority={task.priority} />
          {task.automatic && (
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={t({
                message: 'Automatic',
                context: 'task',
                comment: 'a task the system created, not the agent',
              })}
            />
          )}
        </Box>
      </Box>
      {task.completed ? (
        <Chip
          icon={<CheckIcon />}
          color="success"
          variant="outlined"
          label={t({ message: 'Done', context: 'task', comment: 'a completed task' })}
          sx={{ ml: { xs: 5, sm: 0 } }}
        />
      ) : (
        <Button
          variant="outlined"
          size="small"
          startIcon={<CheckIcon />}
          onClick={() => void complete()}
          loading={completion.isPending}
          aria-label={t`Mark complete: ${description}`}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: { xs: 5, sm: 0 } }}
        >
          <Trans>Mark complete</Trans>
        </Button>
      )}
    </ListItem>
  );
}
