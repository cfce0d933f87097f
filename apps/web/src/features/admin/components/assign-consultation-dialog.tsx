import { Trans, useLingui } from '@lingui/react/macro';
import {
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import type { ConsultationView } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { consultationSubject } from '../../../components/consultations/consultation-when';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { LastShown } from '../../../components/last-shown';
import { formatDate } from '../../../lib/format';
import { useAssignConsultation } from '../api/consultations';
import { AgentSelect } from './agent-select';
import { useOutcomeToasts } from './use-outcome-toasts';

type Props = { consultation: ConsultationView | null; onClose: () => void };

/** Gives a requested consultation to an active agent at one of the user's preferred times. */
export function AssignConsultationDialog({ consultation, onClose }: Props) {
  return (
    <LastShown item={consultation}>
      {(shown, isOpen) => (
        <AssignForm key={shown.id} consultation={shown} isOpen={isOpen} onClose={onClose} />
      )}
    </LastShown>
  );
}

type FormProps = { consultation: ConsultationView; isOpen: boolean; onClose: () => void };

function AssignForm({ consultation, isOpen, onClose }: FormProps) {
  const { t, i18n } = useLingui();
  const assign = useAssignConsultation();
  const outcome = useOutcomeToasts();
  const [agentId, setAgentId] = useState('');
  const [time, setTime] = useState(consultation.preferredTimes[0] ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agentId) return setError(t`Choose an agent`);
    assign.mutate(
      { id: consultation.id, agentId, scheduledAt: time },
      outcome.callbacks(t`Consultation scheduled`, t`Could not schedule the consultation`, onClose),
    );
  };

  const { userName } = consultation;

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Schedule consultation with ${userName}`}
      submitLabel={t({
        message: 'Schedule',
        comment: 'button: books the consultation with the chosen agent and time',
      })}
      isPending={assign.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>{consultationSubject(i18n, consultation)}</DialogContentText>
      <AgentSelect
        value={agentId}
        onChange={(id) => {
          setAgentId(id);
          setError(null);
        }}
        error={error}
      />
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id="consultation-time-label">
          <Trans comment="the time of a consultation, among those the user offered">Time</Trans>
        </FormLabel>
        <RadioGroup
          aria-labelledby="consultation-time-label"
          value={time}
          onChange={(event) => setTime(event.target.value)}
        >
          {consultation.preferredTimes.map((preferred) => (
            <FormControlLabel
              key={preferred}
              value={preferred}
              control={<Radio />}
              label={formatDate(preferred, 'dateTime')}
            />
          ))}
        </RadioGroup>
        <FormHelperText>
          <Trans>The times the user offered, in your time zone.</Trans>
        </FormHelperText>
      </FormControl>
    </FormDialog>
  );
}
