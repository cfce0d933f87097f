import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContentText } from '@mui/material';
import type { StaffApplicationListItem } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { LastShown } from '../../../../components/last-shown';
import { useAssignAgent } from '../../api/assign-agent';
import { adminMessages } from '../../admin-messages';
import { AgentSelect } from '../agent-select';
import { useOutcomeToasts } from '../use-outcome-toasts';

type Props = { application: StaffApplicationListItem | null; onClose: () => void };

/** Hands an application to one of the active agents. */
export function AssignAgentDialog({ application, onClose }: Props) {
  return (
    <LastShown item={application}>
      {(shown, isOpen) => <AssignAgentForm application={shown} isOpen={isOpen} onClose={onClose} />}
    </LastShown>
  );
}

type FormProps = { application: StaffApplicationListItem; isOpen: boolean; onClose: () => void };

function AssignAgentForm({ application, isOpen, onClose }: FormProps) {
  const { t } = useLingui();
  const assign = useAssignAgent();
  const outcome = useOutcomeToasts();
  const [agentId, setAgentId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agentId) return setError(t`Choose an agent`);
    assign.mutate(
      { id: application.id, agentId },
      outcome.callbacks(t(adminMessages.agentAssigned), t(adminMessages.agentAssignFailed), onClose),
    );
  };

  const { referenceNumber: reference, agentName } = application;

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Assign agent to ${reference}`}
      submitLabel={t({ message: 'Assign', comment: 'button: hands the application to the chosen agent' })}
      isPending={assign.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        {agentName ? (
          <Trans>{agentName} handles this application now.</Trans>
        ) : (
          <Trans>No agent handles this application yet.</Trans>
        )}
      </DialogContentText>
      <AgentSelect
        value={agentId}
        onChange={(id) => {
          setAgentId(id);
          setError(null);
        }}
        error={error}
      />
    </FormDialog>
  );
}
