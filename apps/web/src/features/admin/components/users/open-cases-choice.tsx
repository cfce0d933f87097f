import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
} from '@mui/material';
import { countOf, type AdminUserListItem } from '@visabridge/contract';
import { useActiveAgents } from '../../api/list-active-agents';
import { SelectField } from '../../../../components/form/select-field';

/** Where the open cases go: the unassigned queue, the least-loaded agents, or one chosen agent. */
export type OpenCasesMode = 'unassigned' | 'least_loaded' | 'agent';

type Props = {
  agent: AdminUserListItem;
  mode: OpenCasesMode | '';
  successorId: string;
  onModeChange: (mode: OpenCasesMode) => void;
  onSuccessorChange: (agentId: string) => void;
  error: string | null;
};

/** The question a leaving agent's open cases raise, asked in the deactivation dialog. */
export function OpenCasesChoice({ agent, mode, successorId, onModeChange, onSuccessorChange, error }: Props) {
  const agents = useActiveAgents();
  const others = (agents.data?.items ?? []).filter((other) => other.id !== agent.id);
  const hasOthers = others.length > 0;
  return (
    <FormControl error={error !== null && mode === ''} sx={{ mt: 2, display: 'block' }}>
      <FormLabel id="open-cases-label">
        {agent.firstName} has {countOf(agent.openCases, 'open application')} (pending or in review). Where
        should {agent.openCases === 1 ? 'it' : 'they'} go?
      </FormLabel>
      <RadioGroup
        aria-labelledby="open-cases-label"
        value={mode}
        onChange={(event) => onModeChange(event.target.value as OpenCasesMode)}
      >
        <FormControlLabel value="unassigned" control={<Radio />} label="Return to the unassigned queue" />
        <FormControlLabel
          value="least_loaded"
          control={<Radio />}
          label="Give each to the active agent with the fewest open cases"
          disabled={!hasOthers}
        />
        <FormControlLabel
          value="agent"
          control={<Radio />}
          label="Give all to one agent"
          disabled={!hasOthers}
        />
      </RadioGroup>
      {agents.isSuccess && !hasOthers && (
        <FormHelperText>
          No other agent is active: the cases can only return to the unassigned queue.
        </FormHelperText>
      )}
      {mode === 'agent' && (
        <SelectField
          label="Agent"
          value={successorId}
          onChange={(event) => onSuccessorChange(event.target.value)}
          required
          error={error !== null && !successorId}
          helperText={error !== null && !successorId ? error : undefined}
          disabled={agents.isPending}
          sx={{ mt: 1, minWidth: 280 }}
        >
          {others.map((other) => (
            <MenuItem key={other.id} value={other.id}>
              {other.fullName} ({countOf(other.openCases, 'open case')})
            </MenuItem>
          ))}
        </SelectField>
      )}
      {error !== null && mode === '' && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
