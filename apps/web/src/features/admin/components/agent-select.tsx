import { useLingui } from '@lingui/react/macro';
import { Alert, MenuItem } from '@mui/material';
import { useActiveAgents } from '../api/list-active-agents';
import { adminMessages } from '../admin-messages';
import { SelectField } from '../../../components/form/select-field';

type Props = { value: string; onChange: (agentId: string) => void; error: string | null };

/** Picks one of the active agents (invitation accepted), for an application or a consultation. */
export function AgentSelect({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const agents = useActiveAgents();
  return (
    <>
      {agents.isError && <Alert severity="error">{t(adminMessages.loadFailed)}</Alert>}
      <SelectField
        label={t({ message: 'Agent', comment: 'label of the choice of the visa agent who takes a case' })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        fullWidth
        error={error !== null}
        helperText={error ?? (agents.isPending ? t`Loading agents...` : undefined)}
        disabled={agents.isPending}
        sx={{ mt: 1 }}
      >
        {(agents.data?.items ?? []).map((agent) => (
          <MenuItem key={agent.id} value={agent.id}>
            {agent.fullName} ({agent.email})
          </MenuItem>
        ))}
      </SelectField>
    </>
  );
}
