import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Button, List, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { taskTypes } from '@visabridge/contract';
import type { TaskView } from '@visabridge/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/lists/empty-state';
import { FilterSelect } from '../../../components/lists/filter-select';
import { useAgentTasks } from '../api/use-agent-tasks';
import { AddTaskDialog } from './add-task-dialog';
import { ListToolbar } from '../../../components/lists/list-toolbar';
import { AgentPagedList } from './paged-list';
import { TaskListItem } from './task-list-item';
import { taskTypeNames } from './task-labels';

const pageSize = 10;
const shows = { open: 'false', completed: 'true', all: '' } as const;
type Show = keyof typeof shows;

/** Tasks & Reminders: the agent's tasks (open ones first by due date), filters, and adding one by hand. */
export function TasksTab({ agentId }: { agentId: string }) {
  const { t } = useLingui();
  const typeOptions = taskTypes.map((value) => ({ value, label: t(taskTypeNames[value]) }));
  const [show, setShow] = useState<Show>('open');
  const [type, setType] = useState<TaskView['type'] | ''>('');
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const query = useMemo(() => {
    const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    if (shows[show]) params.set('completed', shows[show]);
    if (type) params.set('type', type);
    return params;
  }, [show, type, page]);
  const tasks = useAgentTasks(query);

  return (
    <>
      <ListToolbar columns="auto 180px 1fr">
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={show}
          onChange={(_event, value: Show | null) => {
            if (!value) return;
            setShow(value);
            setPage(1);
          }}
          aria-label={t`Show tasks`}
        >
          <ToggleButton value="open">
            <Trans context="tasks filter" comment="filter: the tasks not done yet">
              Open
            </Trans>
          </ToggleButton>
          <ToggleButton value="completed">
            <Trans context="tasks filter" comment="filter: the tasks done">
              Completed
            </Trans>
          </ToggleButton>
          <ToggleButton value="all">
            <Trans context="tasks filter" comment="filter: every task">
              All
            </Trans>
          </ToggleButton>
        </ToggleButtonGroup>
        <FilterSelect
          label={t({ message: 'Type', context: 'type of task', comment: 'field: the type of a task' })}
          allLabel={t({ message: 'All types', comment: 'filter: tasks of every type' })}
          options={typeOptions}
          value={type}
          onChange={(value) => {
            setType(taskTypes.find((item) => item === value) ?? '');
            setPage(1);
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: { sm: 'flex-end' } }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
            <Trans>Add Task</Trans>
          </Button>
        </Box>
      </ListToolbar>
      <AgentPagedList
        query={tasks}
        paging={{ page, setPage }}
        loadingLabel={t`Loading your tasks...`}
        empty={
          <EmptyState icon={TaskAltIcon} title={show === 'open' ? t`No open tasks` : t`No tasks here`}>
            <Trans>
              Review tasks appear when an application is assigned to you; add your own reminders with Add
              Task.
            </Trans>
          </EmptyState>
        }
      >
        {(items) => (
          <List aria-label={t`Tasks`} disablePadding sx={{ mt: 1 }}>
            {items.map((task) => (
              <TaskListItem key={task.id} task={task} />
            ))}
          </List>
        )}
      </AgentPagedList>
      <AddTaskDialog open={isAdding} agentId={agentId} onClose={() => setIsAdding(false)} />
    </>
  );
}
