import { useLingui } from '@lingui/react/macro';
import { Alert, MenuItem, Stack } from '@mui/material';
import type { ApplicationStatus } from '@visabridge/contract';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { RhfTextField } from '../form/rhf-text-field';
import type { StatusChange, StatusChangeValues } from './use-status-change-form';
import { RhfSelectField } from '../form/rhf-select-field';
import { applicationStatusNames } from './application-status-names';

type Props = {
  control: Control<StatusChangeValues, unknown, StatusChange>;
  /** The statuses that may be chosen, e.g. the moves `statusTransitions` allows from the current one. */
  options: readonly ApplicationStatus[];
  /** Why the server refused the last attempt, when no field says it. */
  serverError: string | null;
};

/** The new status, a note for the history and, for a rejection, the reason the applicant reads. */
export function StatusChangeFields({ control, options, serverError }: Props) {
  const { t } = useLingui();
  const status = useWatch({ control, name: 'status' });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <RhfSelectField control={control} name="status" label={t`New status`} required>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {t(applicationStatusNames[option])}
          </MenuItem>
        ))}
      </RhfSelectField>
      <RhfTextField
        control={control}
        name="note"
        label={t`Note (optional)`}
        helperText={t`Kept in the status history.`}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {status === 'rejected' && (
        <RhfTextField
          control={control}
          name="rejectionReason"
          label={t`Reason for rejection`}
          helperText={t`Shown to the applicant.`}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      )}
    </Stack>
  );
}
