import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
} from '@mui/material';
import type { AdminUserListItem } from '@visabridge/contract';
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
  const { t } = useLingui();
  const agents = useActiveAgents();
  const agentName = agent.firstName;
  const openCount = agent.openCases;
  const others = (agents.data?.items ?? []).filter((other) => other.id !== agent.id);
  const hasOthers = others.length > 0;
  return (
    <FormControl error={error !== null && mode === ''} sx={{ mt: 2, display: 'block' }}>
      <FormLabel id="open-cases-label">
        {t`${plural(openCount, {
          one: `${agentName} has # open application (pending or in review). Where should it go?`,
          other: `${agentName} has # open applications (pending or in review). Where should they go?`,
        })}`}
      </FormLabel>
      <RadioGroup
        aria-labelledby="open-cases-label"
        value={mode}
        onChange={(event) => onModeChange(event.target.value as OpenCasesMode)}
      >
        <FormControlLabel value="unassigned" control={<Radio />} label={t`Return to the unassigned queue`} />
        <FormControlLabel
          value="least_loaded"
          control={<Radio />}
          label={t`Give each to the active agent with the fewest open cases`}
          disabled={!hasOthers}
        />
        <FormControlLabel
          value="agent"
          control={<Radio />}
          label={t`Give all to one agent`}
          disabled={!hasOthers}
        />
      </RadioGroup>
      {agents.isSuccess && !hasOthers && (
        <FormHelperText>
          <Trans>No other agent is active: the cases can only return to the unassigned queue.</Trans>
        </FormHelperText>
      )}
      {mode === 'agent' && (
        <SelectField
          label={t({ message: 'Agent', comment: "the active agent a leaving agent's open cases go to" })}
          value={successorId}
          onChange={(event) => onSuccessorChange(event.target.value)}
          required
          error={error !== null && !successorId}
          helperText={error !== null && !successorId ? error : undefined}
          disabled={agents.isPending}
          sx={{ mt: 1, minWidth: 280 }}
        >
          {others.map(({ id, fullName: otherName, openCases: caseCount }) => (
            <MenuItem key={id} value={id}>
              {t`${plural(caseCount, { one: `${otherName} (# open case)`, other: `${otherName} (# open cases)` })}`}
            </MenuItem>
          ))}
        </SelectField>
      )}
      {error !== null && mode === '' && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
