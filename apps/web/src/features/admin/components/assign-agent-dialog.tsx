import { Alert, DialogContentText, MenuItem, TextField } from '@mui/material';
import type { StaffApplicationView } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useActiveAgents } from '../api/list-active-agents';
import { useAssignAgent } from '../api/assign-agent';
import { adminMessages } from '../admin-messages';
import { FormDialog } from './form-dialog';
import { useLastShown } from './use-last-shown';
import { useOutcomeToasts } from './use-outcome-toasts';

type Props = { application: StaffApplicationView | null; onClose: () => void };

/** Hands an application to one of the active agents. */
export function AssignAgentDialog({ application, onClose }: Props) {
  const shown = useLastShown(application);
  return (
    shown && (
      <AssignAgentForm key={shown.id} application={shown} isOpen={application !== null} onClose={onClose} />
    )
  );
}

type FormProps = { application: StaffApplicationView; isOpen: boolean; onClose: () => void };

function AssignAgentForm({ application, isOpen, onClose }: FormProps) {
  const agents = useActiveAgents();
  const assign = useAssignAgent();
  const outcome = useOutcomeToasts();
  const [agentId, setAgentId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agentId) return setError('Choose an agent');
    assign.mutate(
      { id: application.id, agentId },
      {
        onSuccess: (result) => {
          outcome.succeeded(result, adminMessages.agentAssigned);
          onClose();
        },
        onError: (failure) => outcome.failed(failure, adminMessages.agentAssignFailed),
      },
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={`Assign agent to ${application.referenceNumber}`}
      submitLabel="Assign"
      isPending={assign.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        {application.agentName
          ? `${application.agentName} handles this application now.`
          : 'No agent handles this application yet.'}
      </DialogContentText>
      {agents.isError && <Alert severity="error">{adminMessages.loadFailed}</Alert>}
      <TextField
        select
        label="Agent"
        value={agentId}
        onChange={(event) => {
          setAgentId(event.target.value);
          setError(null);
        }}
        required
        error={error !== null}
        helperText={error ?? (agents.isPending ? 'Loading agents...' : undefined)}
        disabled={agents.isPending}
        sx={{ mt: 1 }}
      >
        {(agents.data?.items ?? []).map((agent) => (
          <MenuItem key={agent.id} value={agent.id}>
            {agent.fullName} ({agent.email})
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
