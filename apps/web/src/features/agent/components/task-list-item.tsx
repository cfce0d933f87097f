import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Chip, ListItem, Typography } from '@mui/material';
import type { TaskView } from '@visabridge/contract';
import { PriorityChip } from '../../../components/priority-chip';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useCompleteTask } from '../api/use-complete-task';
import { agentMessages } from '../agent-messages';
import { taskTypeIcons, taskTypeLabels } from './task-labels';

/** Which application the task is about, if any; for a consultation, when and with whom (reader's time zone). */
const subjectOf = (task: TaskView) =>
  task.consultationTime
    ? `${formatDate(task.consultationTime, 'dateTime')}${task.clientName ? ` · ${task.clientName}` : ''}`
    : task.applicationReference
      ? `${task.applicationReference}${task.clientName ? ` · ${task.clientName}` : ''}`
      : 'No application';

/** One task: its type, what to do, for which application and client, when, how urgent; overdue in red. */
export function TaskListItem({ task }: { task: TaskView }) {
  const toast = useToast();
  const completion = useCompleteTask();
  const Icon = taskTypeIcons[task.type];
  const isOverdue = task.overdue && !task.completed;

  const complete = async () => {
    try {
      await completion.mutateAsync(task);
      toast.success(agentMessages.taskCompleted);
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
        titleAccess={`${taskTypeLabels[task.type]} task`}
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
          {task.description}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subjectOf(task)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Typography variant="body2" color={isOverdue ? 'error' : 'text.secondary'} sx={{ fontWeight: 600 }}>
            {task.completed && task.completedAt
              ? `Completed ${formatDate(task.completedAt, 'short')}`
              : `Due ${formatDate(task.dueDate, 'short')}`}
          </Typography>
          {isOverdue && <Chip component="span" size="small" color="error" label="Overdue" />}
          <PriorityChip priority={task.priority} />
          {task.automatic && <Chip component="span" size="small" variant="outlined" label="Automatic" />}
        </Box>
      </Box>
      {task.completed ? (
        <Chip
          icon={<CheckIcon />}
          color="success"
          variant="outlined"
          label="Done"
          sx={{ ml: { xs: 5, sm: 0 } }}
        />
      ) : (
        <Button
          variant="outlined"
          size="small"
          startIcon={<CheckIcon />}
          onClick={() => void complete()}
          loading={completion.isPending}
          aria-label={`Mark complete: ${task.description}`}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: { xs: 5, sm: 0 } }}
        >
          Mark complete
        </Button>
      )}
    </ListItem>
  );
}
