import { Trans, useLingui } from '@lingui/react/macro';
import { localDayOf } from '@visabridge/contract';
import { DialogContentText } from '@mui/material';
import type { EntryRuleView } from '@visabridge/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { TextField } from '../../../../components/form/text-field';
import { isSessionEnd } from '../../../../lib/api-client';
import { fieldErrorOf } from '../../../../lib/form-errors';
import { useUpdateEntryRule } from '../../api/entry-rules';
import { adminMessages } from '../../admin-messages';
import { ruleInputOf } from './entry-rule-form';
import { inForceText } from '../entry-rule-text';
import { useOutcomeToasts } from '../use-outcome-toasts';

type Props = { rule: EntryRuleView; name: string; onClose: () => void };

/**
 * Ends a rule: its last day is set (today unless chosen), and the checker answers from the dataset for
 * trips after it. The rule stays listed, so past trips keep the answer they had.
 */
export function EndEntryRuleDialog({ rule, name, onClose }: Props) {
  const { t, i18n } = useLingui();
  const update = useUpdateEntryRule();
  const outcome = useOutcomeToasts();
  const [endsOn, setEndsOn] = useState(rule.endsOn ?? localDayOf());
  const [error, setError] = useState<string | null>(null);
  const ruleName = name;
  const inForce = inForceText(i18n, rule);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      { id: rule.id, input: { ...ruleInputOf(rule), endsOn: endsOn || null } },
      {
        onSuccess: (result) => {
          // Said as what the admin did: the server answers any change as 'Entry rule updated'.
          const ended = t(adminMessages.ruleEnded);
          outcome.succeeded({ ...result, message: ended }, ended);
          onClose();
        },
        onError: (failure) => {
          if (isSessionEnd(failure)) return;
          const message = fieldErrorOf(failure, 'endsOn');
          setError(message);
          outcome.failed(failure, t(adminMessages.ruleEndFailed), message === null);
        },
      },
    );
  };

  return (
    <FormDialog
      isOpen
      title={t`End entry rule`}
      submitLabel={t`End Rule`}
      isPending={update.isPending}
      onSubmit={confirm}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        <Trans comment="{ruleName} names an entry rule; {inForce} says the dates it is in force">
          {ruleName}: {inForce}. After its last day, the checker answers these trips as it did before the
          rule.
        </Trans>
      </DialogContentText>
      <TextField
        label={t`Last day in force`}
        name="endsOn"
        type="date"
        required
        fullWidth
        value={endsOn}
        onChange={(event) => {
          setEndsOn(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? t`The rule applies up to and including this day`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
